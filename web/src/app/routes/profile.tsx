import type { CurrentUser } from '@amal/contract/users';
import { Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { AreaAddress } from '../../components/area-address';
import { PageLoader } from '../../components/ui/page-loader';
import { WhatsAppOptOut } from '../../features/notifications/components/whatsapp-opt-out';
import { useBankAccount } from '../../features/profile/api/get-bank-account';
import { ProfileDetails } from '../../features/users/components/profile-details';
import { RequireUser } from '../require-user';

// Its forms, their schemas and the upload slots load only with "/profile/lengkapi", not "/profile".
const CompleteProfile = lazy(() =>
  import('../../features/profile/components/complete-profile').then((module) => ({
    default: module.CompleteProfile,
  })),
);

/** The member's account: undefined while it loads, null when they have none or it cannot be read. */
function useOwnBankAccount(user: CurrentUser) {
  const account = useBankAccount(user.idBankAccount);
  if (user.idBankAccount === null || account.isError) return null;
  return account.data;
}

function Profile({ user }: { user: CurrentUser }) {
  const bankAccount = useOwnBankAccount(user);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Profil
      </Title>
      <ProfileDetails
        user={user}
        bankAccount={bankAccount}
        domicileAddress={
          <AreaAddress
            address={{
              idProvince: user.idProvince,
              idRegency: user.idRegency,
              idDistrict: user.idDistrict,
              idSubDistrict: user.idSubDistrict,
              fullAddress: user.fullAddress,
              rt: user.rt,
              rw: user.rw,
              postalCode: user.postalCode,
            }}
          />
        }
        officialAddress={
          <AreaAddress
            address={{
              idProvince: user.idProvinceOfficial,
              idRegency: user.idRegencyOfficial,
              idDistrict: user.idDistrictOfficial,
              idSubDistrict: user.idSubDistrictOfficial,
              fullAddress: user.fullAddressOfficial,
              rt: user.rtOfficial,
              rw: user.rwOfficial,
              postalCode: user.postalCodeOfficial,
            }}
          />
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Pemberitahuan
          </Title>
          <WhatsAppOptOut />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** "/profile": the member's own data, read-only, and where each part of it is changed. */
export function ProfileRoute() {
  useDocumentTitle('Profil · Amal');
  return <RequireUser>{(user) => <Profile user={user} />}</RequireUser>;
}

/**
 * "/profile/lengkapi": where a member adds what the home tiles wait for (their bank account, KTP
 * number, KTP and KK); the locked tiles lead here.
 */
export function ProfileCompleteRoute() {
  useDocumentTitle('Lengkapi data · Amal');
  return (
    <RequireUser>
      {(user) => (
        <Suspense fallback={<PageLoader />}>
          <CompleteProfile user={user} />
        </Suspense>
      )}
    </RequireUser>
  );
}
