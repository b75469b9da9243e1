import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AreaAddress } from '../../components/area-address';
import { ProfileDetails } from '../../features/users/components/profile-details';
import { RequireUser } from '../require-user';

/** "/profile": the member's own data, read-only. */
export function ProfileRoute() {
  useDocumentTitle('Profil · Amal');
  return (
    <RequireUser>
      {(user) => (
        <Stack gap="lg">
          <Title order={1} size="h2">
            Profil
          </Title>
          <ProfileDetails
            user={user}
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
        </Stack>
      )}
    </RequireUser>
  );
}
