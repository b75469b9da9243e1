import type { DeskRow, DeskSort } from '@amal/contract/desk';
import { Anchor, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { PAGER_CONTROL_LABELS } from '../../../components/ui/list-pager';
import { formatDate } from '../../../lib/format';
import { DESK_PAGE_ROWS, type DeskOrder } from '../utils/desk-search';

/** Where a row leads, and what the detail's back link returns to (the desk as filtered). */
export type RowLink = (row: DeskRow) => { to: string; state?: unknown };

interface DeskTableProps {
  rows: DeskRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** The next page is on its way: the rows shown are the last page's. */
  fetching: boolean;
  sort: DeskSort;
  order: DeskOrder;
  onSort: (sort: DeskSort) => void;
  /** Rows can be picked to move them together (only for people who may decide somewhere). */
  selectable: boolean;
  selected: DeskRow[];
  onSelected: (rows: DeskRow[]) => void;
  rowLink: RowLink;
}

/** A column title that sorts the desk (`sort`, `order` in the URL); a second press turns the order round. */
function SortTitle({
  label,
  sort,
  current,
  order,
  onSort,
}: {
  label: string;
  sort: DeskSort;
  current: DeskSort;
  order: DeskOrder;
  onSort: (sort: DeskSort) => void;
}) {
  const active = sort === current;
  const Icon = active ? (order === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSort(sort)}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
      <VisuallyHidden>
        {active ? (order === 'asc' ? ', diurutkan naik' : ', diurutkan turun') : ', urutkan'}
      </VisuallyHidden>
    </UnstyledButton>
  );
}

/** The desk's rows: 25 a page, sortable by date, recipient name and status, each leading to its detail. */
export function DeskTable({
  rows,
  total,
  page,
  onPage,
  fetching,
  sort,
  order,
  onSort,
  selectable,
  selected,
  onSelected,
  rowLink,
}: DeskTableProps) {
  const navigate = useNavigate();
  const sortTitle = (label: string, key: DeskSort) => (
    <SortTitle label={label} sort={key} current={sort} order={order} onSort={onSort} />
  );
  const columns: DataTableColumn<DeskRow>[] = [
    {
      accessor: 'idProposal',
      title: 'No.',
      noWrap: true,
      render: (row) => {
        const link = rowLink(row);
        return (
          <Anchor component={Link} to={link.to} state={link.state} fw={600}>
            {row.idProposal}
          </Anchor>
        );
      },
    },
    {
      accessor: 'createdAt',
      title: sortTitle('Tanggal', 'createdAt'),
      noWrap: true,
      render: (row) => formatDate(row.createdAt, 'D MMM YYYY'),
    },
    {
      accessor: 'program.name',
      title: 'Program',
      render: (row) => (
        <Text size="sm" miw={120}>
          {row.program.name}
        </Text>
      ),
    },
    {
      accessor: 'reference',
      title: sortTitle('Penerima', 'name'),
      render: (row) => (
        <Stack gap={0} miw={120}>
          <Text size="sm">{row.reference.fullName}</Text>
          {row.reference.nip && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {row.reference.nip}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'referrer.fullName',
      title: 'Pengaju',
      render: (row) => (
        <Text size="sm" miw={110}>
          {row.referrer.fullName}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: sortTitle('Status', 'status'),
      render: (row) => (
        <Text size="sm" miw={120}>
          {row.status.name}
        </Text>
      ),
    },
    {
      accessor: 'verificationNumber',
      title: 'No. Verifikasi',
      noWrap: true,
      render: (row) => row.verificationNumber ?? <Text c="dimmed">–</Text>,
    },
    {
      accessor: 'documentComplete',
      title: 'Dokumen',
      noWrap: true,
      render: (row) =>
        row.documentComplete ? (
          <Badge color="teal" variant="light" tt="none">
            Lengkap
          </Badge>
        ) : (
          <Badge color="orange" variant="light" tt="none">
            Belum
          </Badge>
        ),
    },
  ];
  const selection = selectable
    ? {
        selectedRecords: selected,
        onSelectedRecordsChange: onSelected,
        allRecordsSelectionCheckboxProps: { 'aria-label': 'Pilih semua pengajuan di halaman ini' },
        getRecordSelectionCheckboxProps: (row: DeskRow) => ({
          'aria-label': `Pilih pengajuan ${row.idProposal}`,
        }),
      }
    : {};

  return (
    <DataTable<DeskRow>
      aria-label="Daftar pengajuan"
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalAlign="top"
      minHeight={rows.length === 0 ? 180 : undefined}
      idAccessor="idProposal"
      records={rows}
      columns={columns}
      fetching={fetching}
      loadingText="Memuat…"
      noRecordsText="Tidak ada pengajuan yang cocok"
      page={page}
      onPageChange={onPage}
      totalRecords={total}
      recordsPerPage={DESK_PAGE_ROWS}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} dari ${totalRecords}`}
      getPaginationControlProps={(control) => ({ 'aria-label': PAGER_CONTROL_LABELS[control] })}
      getPaginationItemProps={(item) => ({ 'aria-label': `Halaman ${item}` })}
      onRowClick={({ record, event }) => {
        // The number's link and the checkbox do their own work.
        if ((event.target as Element).closest('a, button, input, label')) return;
        const link = rowLink(record);
        navigate(link.to, { state: link.state });
      }}
      {...selection}
    />
  );
}

/** "{n} pengajuan", what the desk's filters found. */
export function DeskTotal({ total }: { total: number }) {
  return (
    <Group gap="xs">
      <Text fw={600} aria-live="polite">
        {total.toLocaleString('id-ID')} pengajuan
      </Text>
    </Group>
  );
}
