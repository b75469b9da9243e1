import { Alert, Anchor, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import '../styles';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryError } from '../../../components/ui/query-error';
import { MEMBER_PAGE_ROWS, useMembers } from '../api/get-members';
import { memberPagePath } from '../utils/member-form';

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
 * The members (`/admin/anggota`) the caller may correct: searched by a NIP or name prefix, each
 * with their WhatsApp number masked but for its last four digits and their number of proposals.
 */
export function MemberList() {
  const { page, search, set } = useListSearch();
  const [text, setText] = useState(search);
  const members = useMembers(page, search ? { search } : {});
  const applySearch = useDebouncedCallback((value: string) => set({ search: value.trim() }), 300);
  const data = members.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MEMBER_PAGE_ROWS)) : 1;

  return (
    <Stack gap="md">
      <TextInput
        label="Cari anggota"
        placeholder="Awal NIP atau nama"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 320 }}
      />

      {members.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : members.isError ? (
        <QueryError error={members.error} onRetry={() => members.refetch()} />
      ) : data && data.data.length === 0 ? (
        <Alert color="blue" variant="light">
          {search
            ? 'Tidak ada anggota dengan NIP atau nama itu.'
            : 'Belum ada anggota yang mengajukan di program Anda.'}
        </Alert>
      ) : data ? (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-busy={members.isPlaceholderData}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>NIP</Table.Th>
                  <Table.Th>WhatsApp</Table.Th>
                  <Table.Th ta="right">Pengajuan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((member) => (
                  <Table.Tr key={member.idUser}>
                    <Table.Td>
                      <Anchor component={Link} to={memberPagePath(member.nip, 'data-diri')} fw={600}>
                        {member.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{member.nip}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {member.whatsappNumber ?? '–'}
                    </Table.Td>
                    <Table.Td ta="right">{member.proposals}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {data.total} anggota
            </Text>
            {pages > 1 ? (
              <ListPager pages={pages} page={page} onPage={(next) => set({ page: next })} />
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
