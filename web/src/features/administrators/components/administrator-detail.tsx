import { type AdministratorRole, administratorMessages } from '@amal/contract/administrators';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { useAdministrator } from '../api/get-administrator';
import { useRemoveRole } from '../api/remove-role';
import { type ProgramOption, RoleForm } from './role-form';

/** Asks before a role goes: what it allowed ends at its holder's next request. */
function ConfirmRemoval({
  role,
  fullName,
  onCancel,
  onConfirm,
  removing,
}: {
  role: AdministratorRole | null;
  fullName: string;
  onCancel: () => void;
  onConfirm: (role: AdministratorRole) => void;
  removing: boolean;
}) {
  return (
    <Modal opened={role !== null} onClose={onCancel} title="Hapus peran?" centered>
      {role ? (
        <Stack gap="md">
          <Text>
            Peran <strong>{role.roleName}</strong> di program <strong>{role.programName}</strong> akan dihapus
            dari {fullName}. Aksesnya berakhir saat itu juga.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Batalkan
            </Button>
            <Button color="red" loading={removing} onClick={() => onConfirm(role)}>
              Ya, hapus
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * One administrator (`/admin/administrator/{id}`): their roles as a table (Program, Peran, Hapus)
 * and the form that adds one. Removing asks first; the server refuses a super admin's own last
 * super admin role, and its message is shown.
 */
export function AdministratorDetail({ id, programs }: { id: number; programs: ProgramOption[] }) {
  const administrator = useAdministrator(id);
  const remove = useRemoveRole();
  const [confirming, setConfirming] = useState<AdministratorRole | null>(null);

  if (administrator.isPending) return <Skeleton height={240} radius="md" />;
  if (administrator.isError)
    return <QueryError error={administrator.error} onRetry={() => administrator.refetch()} />;
  const { fullName, nip, roles, idUser } = administrator.data;

  const confirm = (role: AdministratorRole) =>
    remove.mutate(role.idAdministratorRole, {
      onSuccess: () => {
        setConfirming(null);
        notifications.show({ color: 'teal', message: administratorMessages.removed });
      },
      onError: (error) => {
        setConfirming(null);
        notifications.show({ color: 'red', title: 'Peran tidak dihapus', message: error.message });
      },
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {fullName}
        </Title>
        <Text c="dimmed">NIP {nip ?? '–'}</Text>
      </div>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Tambah peran
          </Title>
          <Text size="sm" c="dimmed">
            Peran berlaku hanya di program yang dipilih.
          </Text>
          <RoleForm idUser={idUser} programs={programs} />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Peran per program
          </Title>
          {roles.length === 0 ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              Belum memegang peran di program mana pun.
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Program</Table.Th>
                    <Table.Th>Peran</Table.Th>
                    <Table.Th w={80} ta="center">
                      Hapus
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roles.map((role) => (
                    <Table.Tr key={role.idAdministratorRole}>
                      <Table.Td>{role.programName}</Table.Td>
                      <Table.Td>{role.roleName}</Table.Td>
                      <Table.Td ta="center">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Hapus peran ${role.roleName} di ${role.programName}`}
                          onClick={() => setConfirming(role)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>

      <ConfirmRemoval
        role={confirming}
        fullName={fullName}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
        removing={remove.isPending}
      />
    </Stack>
  );
}
