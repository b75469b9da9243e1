import { DESK_UNASSIGNED } from '@amal/contract/desk';
import { lookupsEndpoints } from '@amal/contract/lookups';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { Option } from '../../../lib/lookup-options';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { DESK_FILTERS, type DeskFilter, type DeskFilters as Filters, isFiltered } from '../utils/desk-search';
import { DateRangeFilter } from './date-range-filter';
import { TextFilter } from './text-filter';

const DOCUMENT_OPTIONS: Option[] = [
  { value: 'all', label: 'Semua' },
  { value: 'complete', label: 'Lengkap' },
  { value: 'incomplete', label: 'Belum lengkap' },
];

interface DeskFiltersProps {
  filters: Filters;
  onChange: (name: DeskFilter, value: string) => void;
  onDays: (from: string, to: string) => void;
  onClear: () => void;
  /** The programmes the person may read on the desk. */
  programs: Option[];
  /** The chosen programme's statuses; the status filter shows once a programme is chosen. */
  statuses: Option[];
  /** The field verifiers the person may filter by (none when their roles do not show verifiers). */
  verifiers: Option[];
  /** The server's message about the days ("Tanggal awal harus sebelum tanggal akhir"). */
  daysError?: string;
}

/** The desk's filters (spec §7 list filters, plus area, days and documents), each applied as set. */
export function DeskFilters({
  filters,
  onChange,
  onDays,
  onClear,
  programs,
  statuses,
  verifiers,
  daysError,
}: DeskFiltersProps) {
  // Below 768 px the filters fold away, so that the rows are not a screen below them.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState(false);
  const active = DESK_FILTERS.filter((name) => filters[name] !== '').length;
  const provinces = useLookupOptions(LOOKUP.provinces);
  const regencies = useLookupOptions(filters.province ? lookupsEndpoints.regencies : null, {
    id: filters.province,
  });
  const select = (name: DeskFilter) => ({
    value: filters[name] || null,
    onChange: (value: string | null) => onChange(name, value ?? ''),
    clearable: true,
    clearButtonProps: { 'aria-label': 'Hapus pilihan' },
    searchable: true,
    nothingFoundMessage: 'Tidak ditemukan',
    comboboxProps: { withinPortal: true },
  });
  const text = (name: DeskFilter) => ({
    value: filters[name],
    onCommit: (value: string) => onChange(name, value),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="desk-filters-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Text id="desk-filters-title" fw={600}>
            Filter
          </Text>
          {active > 0 && (
            <Badge variant="light" tt="none">
              {active} aktif
            </Badge>
          )}
        </Group>
        {narrow && (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={unfolded}
            aria-controls="desk-filter-fields"
            onClick={() => setUnfolded((shown) => !shown)}
          >
            {unfolded ? 'Sembunyikan filter' : 'Tampilkan filter'}
          </Button>
        )}
        {isFiltered(filters) && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
          >
            Hapus filter
          </Button>
        )}
      </Group>
      <SimpleGrid
        id="desk-filter-fields"
        display={narrow && !unfolded ? 'none' : undefined}
        cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}
        spacing="sm"
        verticalSpacing="sm"
      >
        <Select label="Program" placeholder="Semua program" data={programs} {...select('program')} />
        {filters.program ? (
          <Select label="Status" placeholder="Semua status" data={statuses} {...select('status')} />
        ) : null}
        <TextFilter label="Nama penerima" maxLength={200} {...text('referenceName')} />
        <TextFilter label="NIP penerima" maxLength={20} {...text('referenceNip')} />
        <TextFilter label="Nama pengaju" maxLength={200} {...text('referrerName')} />
        <TextFilter label="NIP pengaju" maxLength={20} {...text('referrerNip')} />
        <TextFilter label="Nomor verifikasi" maxLength={100} {...text('verificationNumber')} />
        <Select
          label="Provinsi penerima"
          placeholder="Semua provinsi"
          data={provinces.data ?? []}
          {...select('province')}
        />
        <Select
          label="Kabupaten/Kota penerima"
          placeholder={filters.province ? 'Semua kabupaten/kota' : 'Pilih provinsi dahulu'}
          data={regencies.data ?? []}
          disabled={!filters.province}
          {...select('regency')}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={onDays} error={daysError} />
        <Select
          label="Dokumen"
          data={DOCUMENT_OPTIONS}
          allowDeselect={false}
          value={filters.documents || 'all'}
          onChange={(value) => onChange('documents', value === 'all' ? '' : (value ?? ''))}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Verifikator lapangan"
          placeholder="Semua"
          data={[{ value: DESK_UNASSIGNED, label: 'Belum ditugaskan' }, ...verifiers]}
          {...select('verifier')}
        />
      </SimpleGrid>
    </Paper>
  );
}
