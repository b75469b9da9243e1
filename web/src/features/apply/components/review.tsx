import type { DraftData } from '@amal/contract/drafts';
import type { ProgramSection } from '@amal/contract/programs';
import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconSend } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate, formatRupiah } from '../../../lib/format';
import { LOOKUP, type LookupTable, lookupQuery, type Option, toOption } from '../../../lib/lookup-options';

/** The review's place in the wizard: "?section=ringkasan", after the last step. */
export const REVIEW_SECTION = 'ringkasan';

export const CONFIRM_TITLE = 'Kirim pengajuan sekarang?';
export const CONFIRM_TEXT = 'Data tidak dapat diubah setelah dikirim. Pastikan semua data sudah benar.';
export const NOT_FILLED = 'Belum diisi';
export const MISSING_TITLE = 'Lengkapi langkah berikut sebelum mengirim';

/**
 * Labels of the steps' own fields (a programme-defined property is labelled by its catalogue record).
 * The proposal page's section renderers live in another feature, which this one may not import: the
 * review draws a plain label/value list.
 */
const FIELD_LABELS: Record<string, string> = {
  isSantri: 'Santri',
  nip: 'NIP',
  whatsappNumber: 'Nomor WhatsApp',
  idCardNumber: 'Nomor KTP',
  fullName: 'Nama lengkap',
  name: 'Nama',
  placeOfBirth: 'Tempat lahir',
  dateOfBirth: 'Tanggal lahir',
  gender: 'Jenis kelamin',
  marriage: 'Status pernikahan',
  fullAddress: 'Alamat domisili',
  rt: 'RT',
  rw: 'RW',
  postalCode: 'Kode pos',
  fullAddressOfficial: 'Alamat KTP',
  rtOfficial: 'RT (KTP)',
  rwOfficial: 'RW (KTP)',
  postalCodeOfficial: 'Kode pos (KTP)',
  addressSameWithKTP: 'Alamat KTP sama dengan domisili',
  idStatusResidence: 'Status tempat tinggal',
  lengthOfStay: 'Lama tinggal (tahun)',
  distanceWithReference: 'Jarak tempat tinggal (km)',
  idRelationshipWithReference: 'Hubungan dengan penerima',
  idRelationship: 'Hubungan',
  reason: 'Alasan',
  pray5Times: 'Shalat 5 waktu',
  smoker: 'Merokok',
  nomorKK: 'Nomor KK',
  members: 'Anggota keluarga',
  everReceived: 'Pernah menerima bantuan',
  type: 'Jenis bantuan',
  when: 'Tanggal bantuan terakhir',
  idBank: 'Bank',
  accountName: 'Nama pemilik rekening',
  accountNumber: 'Nomor rekening',
  idIncomeType: 'Jenis pendapatan',
  idExpenseType: 'Jenis pengeluaran',
  idAssetType: 'Jenis aset',
  idJob: 'Pekerjaan',
  nominal: 'Nominal',
  creditor: 'Pemberi pinjaman',
  usage: 'Keperluan',
  description: 'Keterangan',
  size: 'Ukuran',
  jobStatus: 'Status pekerjaan',
};

/** Ids shown by the name of their lookup row. */
const FIELD_LOOKUPS: Record<string, LookupTable> = {
  idStatusResidence: LOOKUP.residences,
  idRelationshipWithReference: LOOKUP.relationships,
  idRelationship: LOOKUP.relationships,
  idBank: LOOKUP.banks,
  idIncomeType: LOOKUP.incomeTypes,
  idExpenseType: LOOKUP.expenseTypes,
  idAssetType: LOOKUP.assetTypes,
  idJob: LOOKUP.jobs,
};
const MONEY = new Set(['nominal', 'price', 'amount']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The options of each lookup table the data names, by the table's path. */
type Lists = Record<string, readonly Option[] | undefined>;
type Line = { label: string; value: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

function shown(key: string, value: unknown, lists: Lists): string {
  if (value === true || value === 'true') return 'Ya';
  if (value === false || value === 'false') return 'Tidak';
  if (MONEY.has(key) && typeof value === 'number') return formatRupiah(value);
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value, 'D MMMM YYYY');
  const table = FIELD_LOOKUPS[key];
  const list = table ? lists[table.path] : undefined;
  return list?.find((option) => option.value === String(value))?.label ?? String(value);
}

/** One record's fields as label/value lines; ids without a label (area codes, user ids) are left out. */
function linesOf(record: Record<string, unknown>, labels: Record<string, string>, lists: Lists): Line[] {
  const lines: Line[] = [];
  for (const [key, value] of Object.entries(record)) {
    const label = labels[key] ?? FIELD_LABELS[key];
    if (!label || blank(value) || (Array.isArray(value) && value.length === 0)) continue;
    if (Array.isArray(value)) {
      const names = value.filter(isRecord).map((item) => String(item.name ?? item.fullName ?? ''));
      lines.push({ label, value: names.filter(Boolean).join(', ') || `${value.length} data` });
    } else if (!isRecord(value)) lines.push({ label, value: shown(key, value, lists) });
  }
  return lines;
}

function Lines({ lines }: { lines: Line[] }) {
  const wrap: CSSProperties = { overflowWrap: 'anywhere' };
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {lines.map((line) => (
        <div key={line.label}>
          <Text component="dt" size="xs" c="dimmed">
            {line.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} style={wrap}>
            {line.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A step's saved data: an object of fields, or a list of rows (incomes, assets, …), one block each. */
function StepData({ section, value, lists }: { section: ProgramSection; value: unknown; lists: Lists }) {
  const labels = Object.fromEntries(section.properties.map((p) => [p.columnname, p.label]));
  if (Array.isArray(value)) {
    const rows = value.filter(isRecord).map((row) => linesOf(row, labels, lists));
    if (rows.length === 0) return <Text c="dimmed">Tidak ada data</Text>;
    return (
      <Stack gap="sm">
        {rows.map((lines, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the saved rows in their order, read-only
          <Stack key={index} gap={4}>
            <Text size="sm" fw={600}>
              {index + 1}.
            </Text>
            <Lines lines={lines} />
          </Stack>
        ))}
      </Stack>
    );
  }
  const lines = isRecord(value) ? linesOf(value, labels, lists) : [];
  return lines.length > 0 ? <Lines lines={lines} /> : <Text c="dimmed">Tidak ada data</Text>;
}

/** The keys of the saved data, rows and nested records included. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (isRecord(value))
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

/**
 * The lookup lists the review names ids by, only those the saved data needs (mostly cached already
 * by the steps that used them).
 */
function useReviewLists(data: DraftData): Lists {
  const keys = keysOf(data);
  const tables = Object.keys(FIELD_LOOKUPS)
    .filter((key) => keys.has(key))
    .map((key) => FIELD_LOOKUPS[key] as LookupTable);
  const unique = [...new Set(tables)];
  const results = useQueries({ queries: unique.map((table) => lookupQuery(table)) });
  return Object.fromEntries(
    unique.map((table, index) => [table.path, results[index]?.data?.data.map((row) => toOption(row))]),
  );
}

interface ReviewProps {
  steps: readonly ProgramSection[];
  data: DraftData;
  sending: boolean;
  onSend: () => void;
}

/**
 * Before "Kirim Pengajuan" (issue 32 item 6): every step's saved data with "Ubah" to go back to it
 * (?section={order}), then a confirmation before the proposal is sent.
 */
export function Review({ steps, data, sending, onSend }: ReviewProps) {
  const lists = useReviewLists(data);
  const [confirming, setConfirming] = useState(false);
  const savedStep = (step: ProgramSection) => data[step.route as keyof DraftData];
  // A step never saved would only come back as the server's refusal: said here, before sending.
  const missing = steps.filter((step) => savedStep(step) === undefined);
  // "Ubah" keeps the wizard's history state (where it began: issue 32 item 14).
  const location = useLocation();
  return (
    <Stack gap="md">
      <Text size="sm">Periksa kembali data Anda. Tekan "Ubah" untuk memperbaiki sebuah langkah.</Text>
      {steps.map((step) => (
        <Card key={step.order} withBorder padding="sm" component="section" aria-label={step.section.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {step.section.name}
              </Title>
              <Anchor
                component={Link}
                to={{ search: `?section=${step.order}` }}
                state={location.state}
                size="sm"
                aria-label={`Ubah ${step.section.name}`}
                style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 4 }}
              >
                <IconPencil size={16} aria-hidden />
                Ubah
              </Anchor>
            </Group>
            {savedStep(step) === undefined ? (
              <Text c="dimmed">{NOT_FILLED}</Text>
            ) : (
              <StepData section={step} value={savedStep(step)} lists={lists} />
            )}
          </Stack>
        </Card>
      ))}
      {missing.length > 0 && (
        <Alert color="red" title={MISSING_TITLE}>
          {missing.map((step) => step.section.name).join(', ')}
        </Alert>
      )}
      <Button
        size="md"
        fullWidth
        leftSection={<IconSend size={18} aria-hidden />}
        loading={sending}
        disabled={missing.length > 0}
        onClick={() => setConfirming(true)}
      >
        Kirim Pengajuan
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={CONFIRM_TITLE} centered>
        <Stack gap="md">
          <Text>{CONFIRM_TEXT}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Batalkan
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onSend();
              }}
            >
              Ya, Kirim
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
