import type { BankAccountResponse } from '@amal/contract/finances';
import { COMPLETE_PROFILE_PATH, canOpenApplicationTiles } from '@amal/contract/home-menu';
import { type CurrentUser, showsDivisions } from '@amal/contract/users';
import {
  Alert,
  Badge,
  Button,
  DataList,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ageFromDateOfBirth, formatDate, maskNumber } from '../../../lib/format';

const EMPTY = '-';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children ?? EMPTY}</DataList.ItemValue>
    </DataList.Item>
  );
}

function birthDate(dateOfBirth: string | null): string | null {
  if (!dateOfBirth) return null;
  const age = ageFromDateOfBirth(dateOfBirth);
  const date = formatDate(dateOfBirth);
  return age === null ? date : `${date} (${age} tahun)`;
}

const divisionsOf = (division: string | null) =>
  (division ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

interface ProfileDetailsProps {
  user: CurrentUser;
  /** The domicile address, with area names (composed by the page from the lookups feature). */
  domicileAddress: ReactNode;
  /** The address on the KTP. */
  officialAddress: ReactNode;
  /** The member's bank account (GET /api/bankaccount/{idBankAccount}): undefined while it loads, null if none. */
  bankAccount: BankAccountResponse | null | undefined;
}

/** A touch target of at least 44 px on a phone. */
const TOUCH = { size: 'md', mih: 44 } as const;

/**
 * Where each part of the profile is changed: the identity on the education site, what the home
 * tiles ask for here.
 */
function WhereChanged({ complete }: { complete: boolean }) {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Nama, NIP, nomor WhatsApp, jenis kelamin, serta tempat dan tanggal lahir berasal dari situs
          pendidikan yayasan dan hanya dapat diubah di sana.
        </Text>
        <Text size="sm">
          Nomor KTP, rekening bank, serta dokumen KTP dan KK dapat Anda tambahkan sendiri di aplikasi ini.
        </Text>
        <Button
          component={Link}
          to={COMPLETE_PROFILE_PATH}
          variant={complete ? 'light' : 'filled'}
          {...TOUCH}
        >
          {complete ? 'Rekening, KTP, dan dokumen' : 'Lengkapi data'}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The member's own data, read-only; where each part is changed is said at the top. */
export function ProfileDetails({ user, domicileAddress, officialAddress, bankAccount }: ProfileDetailsProps) {
  const divisions = divisionsOf(user.division);
  // Side by side from the sm breakpoint; on a phone the label sits above its value.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Stack gap="lg">
      <WhereChanged complete={canOpenApplicationTiles(user)} />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          Data pribadi
        </Title>
        <DataList labelWidth="10rem" orientation={orientation} withDivider>
          <Item label="Nama lengkap">{user.fullName}</Item>
          <Item label="NIP">{user.nip}</Item>
          <Item label="Nomor WhatsApp">{user.whatsappNumber}</Item>
          <Item label="Email">{user.email}</Item>
          <Item label="Nomor KTP">{user.idCardNumber ? maskNumber(user.idCardNumber) : null}</Item>
          <Item label="Nomor KK">{user.nomorKK ? maskNumber(user.nomorKK) : null}</Item>
          <Item label="Jenis kelamin">{user.gender}</Item>
          <Item label="Tempat lahir">{user.placeOfBirth}</Item>
          <Item label="Tanggal lahir">{birthDate(user.dateOfBirth)}</Item>
          <Item label="Status pernikahan">{user.marriage}</Item>
          <Item label="Keanggotaan">{user.membership}</Item>
          {showsDivisions(user) && (
            <Item label="Divisi">
              {divisions.length > 0 ? (
                <Group gap={6} component="span">
                  {divisions.map((name) => (
                    <Badge key={name} variant="light" tt="none">
                      {name}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Item>
          )}
        </DataList>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          Rekening bank
        </Title>
        {bankAccount === undefined ? (
          <Loader size="sm" aria-label="Memuat rekening" />
        ) : bankAccount ? (
          <DataList labelWidth="10rem" orientation={orientation} withDivider>
            <Item label="Bank">{bankAccount.bank?.name}</Item>
            <Item label="Nama pemilik">{bankAccount.accountName}</Item>
            <Item label="Nomor rekening">{maskNumber(bankAccount.accountNumber)}</Item>
          </DataList>
        ) : (
          <Text size="sm">Belum ada rekening bank. Tambahkan melalui "Lengkapi data".</Text>
        )}
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          Alamat
        </Title>
        <DataList labelWidth="10rem" orientation={orientation} withDivider>
          <Item label="Alamat domisili">{domicileAddress}</Item>
          <Item label="Alamat sesuai KTP">{officialAddress}</Item>
        </DataList>
      </Paper>
      <Text size="xs" c="dimmed">
        Nomor KTP, KK, dan rekening hanya ditampilkan empat digit terakhir untuk menjaga kerahasiaan data.
      </Text>
    </Stack>
  );
}
