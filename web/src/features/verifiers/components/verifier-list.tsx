import type { Verifier } from '@amal/contract/verifiers';
import { Alert, Anchor, Badge, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import '../styles';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryError } from '../../../components/ui/query-error';
import { useVerifiers, VERIFIER_PAGE_ROWS } from '../api/get-verifiers';
import { programsText } from '../utils/programs-text';
import { whatsappLink } from '../utils/whatsapp-link';

export interface ProgramOption {
  value: string;
  label: string;
}

const COMBOBOX_PROPS = { withinPortal: true, keepMounted: false } as const;

/** The filters and the page in the URL (`?cari=…&program=10&halaman=2`), so a link shows the same list. */
function useListSearch() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('halaman')) || 1);
  const search = params.get('cari') ?? '';
  const program = params.get('program') ?? '';
  const set = (next: { page?: number; search?: string; program?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of [
          ['cari', next.search ?? search],
          ['program', next.program ?? program],
        ] as const) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        const nextPage = next.page ?? 1;
        if (nextPage > 1) updated.set('halaman', String(nextPage));
        else updated.delete('halaman');
        return updated;
      },
      { replace: next.page === undefined },
    );
  return { page, search, program, set };
}

/** Why the person is a field verifier: the lead verifier role, or their own "bersedia". */
function Kinds({ verifier }: { verifier: Verifier }) {
  return (
    <Group gap={4} wrap="nowrap">
      {verifier.leadVerifier ? (
        <Badge variant="light" color="grape" tt="none" style={{ minWidth: 'max-content' }}>
          Lead Verifikator
        </Badge>
      ) : null}
      {verifier.volunteered ? (
        <Badge variant="light" color="teal" tt="none" style={{ minWidth: 'max-content' }}>
          Relawan
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * The field verifiers (`/admin/verifikator-lapangan`): lead verifiers and members who volunteered
 * on a proposal, of the programmes the caller works in, with their programmes and open assignments.
 */
export function VerifierList({ programs }: { programs: ProgramOption[] }) {
  const { page, search, program, set } = useListSearch();
  const [text, setText] = useState(search);
  const applySearch = useDebouncedCallback((value: string) => set({ search: value.trim() }), 300);
  const verifiers = useVerifiers(page, {
    ...(search ? { search } : {}),
    ...(program ? { idProgram: program } : {}),
  });
  const data = verifiers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / VERIFIER_PAGE_ROWS)) : 1;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Cari verifikator"
          placeholder="Awal NIP atau nama"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Program"
          placeholder="Semua program"
          searchable
          clearable
          nothingFoundMessage="Tidak ditemukan"
          data={programs}
          value={program || null}
          onChange={(value) => set({ program: value ?? '' })}
          comboboxProps={COMBOBOX_PROPS}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>

      {verifiers.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : verifiers.isError ? (
        <QueryError error={verifiers.error} onRetry={() => verifiers.refetch()} />
      ) : data && data.data.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {search || program ? 'Tidak ada verifikator yang cocok.' : 'Belum ada verifikator lapangan.'}
        </Alert>
      ) : data ? (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-busy={verifiers.isPlaceholderData}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>NIP</Table.Th>
                  <Table.Th>WhatsApp</Table.Th>
                  <Table.Th>Sebagai</Table.Th>
                  <Table.Th>Program</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    Tugas terbuka
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((verifier) => {
                  const chat = whatsappLink(verifier.whatsappNumber);
                  return (
                    <Table.Tr key={verifier.idUser}>
                      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {verifier.fullName}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{verifier.nip ?? '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {chat ? (
                          <Anchor href={chat} target="_blank" rel="noopener noreferrer" size="sm">
                            {verifier.whatsappNumber}
                          </Anchor>
                        ) : (
                          '–'
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Kinds verifier={verifier} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" title={verifier.programs.map((p) => p.name).join(', ')}>
                          {programsText(
                            verifier.programs.map((p) => p.name),
                            2,
                          )}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{verifier.openAssignments}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {data.total} verifikator
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
