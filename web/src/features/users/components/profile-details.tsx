import { type CurrentUser, showsDivisions, userMessages } from '@amal/contract/users';
import { Alert, Badge, DataList, Group, Paper, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
}

/** The member's own data, read-only: members change it on the foundation's education site. */
export function ProfileDetails({ user, domicileAddress, officialAddress }: ProfileDetailsProps) {
  const divisions = divisionsOf(user.division);
  // Side by side from the sm breakpoint; on a phone the label sits above its value.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Stack gap="lg">
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
        {userMessages.readOnlyFields}.
      </Alert>

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
          Alamat
        </Title>
        <DataList labelWidth="10rem" orientation={orientation} withDivider>
          <Item label="Alamat domisili">{domicileAddress}</Item>
          <Item label="Alamat sesuai KTP">{officialAddress}</Item>
        </DataList>
      </Paper>
      <Text size="xs" c="dimmed">
        Nomor KTP dan KK hanya ditampilkan empat digit terakhir untuk menjaga kerahasiaan data.
      </Text>
    </Stack>
  );
}
