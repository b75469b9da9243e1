import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import '../styles';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryError } from '../../../components/ui/query-error';
import { ADMINISTRATOR_PAGE_ROWS, useAdministrators } from '../api/get-administrators';
import { programsText, summariseRoles } from '../utils/role-summary';
import { AddStaff } from './add-staff';
import type { ProgramOption } from './role-form';

/** The page and the search in the URL (`?cari=…&halaman=2`), so that a link shows the same list. */
function useListSearch() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('halaman')) || 1);
  const search = params.get('cari') ?? '';
  const set = (next: { page?: number; search?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const value = next.search ?? search;
        if (value) updated.set('cari', value);
        else updated.delete('cari');
        const nextPage = next.page ?? 1;
        if (nextPage > 1) updated.set('halaman', String(nextPage));
        else updated.delete('halaman');
        return updated;
      },
      { replace: next.page === undefined },
    );
  return { page, search, set };
}

/**
 * The administrators (`/admin/administrator`): searched by a NIP or name prefix, each with their
 * roles grouped by role, and "Tambah staf" to make a member staff.
 */
export function AdministratorList({ programs }: { programs: ProgramOption[] }) {
  const { page, search, set } = useListSearch();
  const [text, setText] = useState(search);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const administrators = useAdministrators(page, search ? { search } : {});
  const applySearch = useDebouncedCallback((value: string) => set({ search: value.trim() }), 300);

  const data = administrators.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMINISTRATOR_PAGE_ROWS)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Cari staf"
          placeholder="Awal NIP atau nama"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          Tambah staf
        </Button>
      </Group>

      {administrators.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : administrators.isError ? (
        <QueryError error={administrators.error} onRetry={() => administrators.refetch()} />
      ) : data && data.data.length === 0 ? (
        <Alert color="blue" variant="light">
          {search ? 'Tidak ada staf dengan NIP atau nama itu.' : 'Belum ada staf.'}
        </Alert>
      ) : data ? (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-busy={administrators.isPlaceholderData}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>NIP</Table.Th>
                  <Table.Th>Peran</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((administrator) => (
                  <Table.Tr key={administrator.idAdministrator}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/administrator/${administrator.idAdministrator}`}
                        fw={600}
                      >
                        {administrator.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{administrator.nip ?? '–'}</Table.Td>
                    <Table.Td>
                      {administrator.roles.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          Tanpa peran
                        </Text>
                      ) : (
                        <Group gap={6}>
                          {summariseRoles(administrator.roles).map((role) => (
                            <Badge
                              key={role.idRole}
                              variant="light"
                              tt="none"
                              title={role.programNames.join(', ')}
                            >
                              {role.roleName} · {programsText(role.programNames)}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {data.total} staf
            </Text>
            {pages > 1 ? (
              <ListPager pages={pages} page={page} onPage={(next) => set({ page: next })} />
            ) : null}
          </Group>
        </>
      ) : null}

      <AddStaff
        opened={adding}
        onClose={() => setAdding(false)}
        programs={programs}
        onAdded={(administrator) => {
          setAdding(false);
          navigate(`/admin/administrator/${administrator.idAdministrator}`);
        }}
      />
    </Stack>
  );
}
