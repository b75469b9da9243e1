import { type Administrator, MEMBER_SEARCH_MIN, type MemberCandidate } from '@amal/contract/administrators';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMemberSearch } from '../api/search-members';
import { type ProgramOption, RoleForm } from './role-form';

/** The member search: a NIP or name prefix, then the members found, each to pick or to open. */
function FindMember({ onPick }: { onPick: (member: MemberCandidate) => void }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 300);
  const found = useMemberSearch(search);
  const tooShort = search.trim().length < MEMBER_SEARCH_MIN;

  return (
    <Stack gap="sm">
      <TextInput
        label="NIP atau nama anggota"
        description="Ketik awal NIP atau nama, lalu pilih anggotanya"
        placeholder="Contoh: ARN101 atau Ahmad"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size={16} /> : undefined}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      {tooShort ? null : found.isError ? (
        <Alert color="red" variant="light">
          {found.error.message}
        </Alert>
      ) : found.data && found.data.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Tidak ada anggota dengan NIP atau nama itu.
        </Text>
      ) : found.data ? (
        <Stack gap={4} role="list" aria-label="Anggota ditemukan">
          {found.data.data.map((member) => (
            <Group key={member.idUser} justify="space-between" wrap="nowrap" role="listitem" py={4}>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {member.fullName}
                </Text>
                <Text size="sm" c="dimmed">
                  {member.nip}
                </Text>
              </div>
              {member.idAdministrator ? (
                <Anchor component={Link} to={`/admin/administrator/${member.idAdministrator}`} size="sm">
                  Sudah staf · buka
                </Anchor>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onPick(member)}
                  aria-label={`Pilih ${member.fullName}`}
                >
                  Pilih
                </Button>
              )}
            </Group>
          ))}
          {found.data.total > found.data.data.length ? (
            <Text size="xs" c="dimmed">
              {found.data.total} anggota cocok; ketik lebih lengkap untuk mempersempit.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * "Tambah staf": find a member by NIP or name, then give them their first role. The server makes
 * their administrator record with it; `onAdded` then opens it.
 */
export function AddStaff({
  opened,
  onClose,
  programs,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  programs: ProgramOption[];
  onAdded: (administrator: Administrator) => void;
}) {
  const [picked, setPicked] = useState<MemberCandidate | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Tambah staf" size="lg">
      {picked ? (
        <Stack gap="md">
          <div>
            <Text fw={600}>{picked.fullName}</Text>
            <Text size="sm" c="dimmed">
              NIP {picked.nip}
            </Text>
          </div>
          <RoleForm
            idUser={picked.idUser}
            programs={programs}
            onGranted={(administrator) => {
              setPicked(null);
              onAdded(administrator);
            }}
          />
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => setPicked(null)}
            style={{ alignSelf: 'flex-start' }}
          >
            Cari anggota lain
          </Button>
        </Stack>
      ) : (
        <FindMember onPick={setPicked} />
      )}
    </Modal>
  );
}
