import {
  DATABASE_PROPERTY_COLUMNS,
  PROPERTY_LOOKUPS,
  type PropertyInput,
} from '@amal/contract/program-structure';
import { PROPERTY_SOURCES, PROPERTY_TYPES, PROPERTY_VALUE_TYPES } from '@amal/contract/programs';
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { type FieldForm, SelectField, TextField } from '../../../components/form/fields';
import type { Option } from '../../../lib/lookup-options';
import { RowActions } from './row-actions';
import { StructureOptions } from './structure-options';
import { IdSelectField } from './typed-fields';

const TYPE_LABELS: Record<PropertyInput['type'], string> = {
  text: 'Teks singkat',
  textarea: 'Teks panjang',
  number: 'Angka',
  currency: 'Nominal rupiah',
  date: 'Tanggal',
  select: 'Pilihan (daftar)',
  radio: 'Pilihan (tombol)',
  checkbox: 'Kotak centang',
  switch: 'Sakelar ya/tidak',
  upload: 'Unggah dokumen',
};
const VALUE_TYPE_LABELS: Record<PropertyInput['valueType'], string> = {
  string: 'Teks',
  number: 'Angka',
  boolean: 'Ya/tidak',
  date: 'Tanggal',
};
const SOURCE_LABELS: Record<PropertyInput['source'], string> = {
  database: 'Data diri penerima (database)',
  manual: 'Diisi pemohon',
  upload: 'Unggahan dokumen',
};
const TYPE_OPTIONS: Option[] = PROPERTY_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const VALUE_TYPE_OPTIONS: Option[] = PROPERTY_VALUE_TYPES.map((value) => ({
  value,
  label: VALUE_TYPE_LABELS[value],
}));
const SOURCE_OPTIONS: Option[] = PROPERTY_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));
const LOOKUP_OPTIONS: Option[] = Object.entries(PROPERTY_LOOKUPS).map(([value, label]) => ({ value, label }));

/** The value type a question's kind usually stores, picked with the kind (still changeable). */
const VALUE_TYPE_OF: Partial<Record<PropertyInput['type'], PropertyInput['valueType']>> = {
  number: 'number',
  currency: 'number',
  date: 'date',
  checkbox: 'boolean',
  switch: 'boolean',
};

export const isChoice = (type: unknown) => type === 'select' || type === 'radio';
export const isUpload = (type: unknown, source: unknown) => type === 'upload' || source === 'upload';

/** A new question: a short text the applicant types, optional, asked. */
export const NEW_QUESTION: PropertyInput = {
  columnName: '',
  label: '',
  type: 'text',
  valueType: 'string',
  required: false,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
};

function FlagField({
  form,
  name,
  label,
  description,
}: {
  form: FieldForm;
  name: string;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          description={description}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

/** One question of a step: what it asks, where its answer comes from, and whether it is asked at all. */
export function StructureQuestion({
  form,
  name,
  index,
  count,
  documentTypes,
  onMove,
  onRemove,
}: {
  form: FieldForm;
  /** "sections.{i}.properties.{j}" */
  name: string;
  index: number;
  count: number;
  documentTypes: readonly Option[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [label, type, source, lookup, enable] = useWatch({
    control: form.control,
    name: [`${name}.label`, `${name}.type`, `${name}.source`, `${name}.lookup`, `${name}.enable`],
  }) as [string, string, string, string | null, boolean];
  const title = label?.trim() ? label.trim() : `pertanyaan ${index + 1}`;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="fieldset"
      aria-label={`Pertanyaan ${index + 1}`}
      bg={enable ? undefined : 'var(--mantine-color-gray-0)'}
      style={{ margin: 0, minWidth: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {index + 1}. {title}
            {enable ? null : (
              <Text span c="dimmed" size="sm">
                {' '}
                (disembunyikan)
              </Text>
            )}
          </Text>
          <Group gap={4} wrap="nowrap">
            <RowActions index={index} count={count} title={title} onMove={onMove} onRemove={onRemove} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField form={form} name={`${name}.label`} label="Label" withAsterisk maxLength={200} />
          <TextField
            form={form}
            name={`${name}.columnName`}
            label="Nama kolom"
            placeholder="contoh: jumlahAnak"
            withAsterisk
            maxLength={60}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <SelectField
            form={form}
            name={`${name}.type`}
            label="Jenis pertanyaan"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            withAsterisk
            onPicked={(picked) => {
              const valueType = VALUE_TYPE_OF[picked as PropertyInput['type']] ?? 'string';
              form.setValue(`${name}.valueType`, valueType);
            }}
          />
          <SelectField
            form={form}
            name={`${name}.valueType`}
            label="Jenis nilai"
            data={VALUE_TYPE_OPTIONS}
            allowDeselect={false}
            withAsterisk
          />
          <SelectField
            form={form}
            name={`${name}.source`}
            label="Sumber nilai"
            description={
              source === 'database'
                ? `Hanya kolom data diri: ${DATABASE_PROPERTY_COLUMNS.slice(0, 4).join(', ')}, …`
                : undefined
            }
            data={SOURCE_OPTIONS}
            allowDeselect={false}
            withAsterisk
          />
          {isUpload(type, source) ? (
            <IdSelectField
              form={form}
              name={`${name}.idDocumentType`}
              label="Jenis dokumen"
              placeholder="Pilih jenis dokumen"
              data={documentTypes}
              withAsterisk
            />
          ) : null}
        </SimpleGrid>
        {isChoice(type) ? (
          <>
            <SelectField
              form={form}
              name={`${name}.lookup`}
              label="Pilihan dari"
              placeholder="Daftar sendiri (di bawah)"
              description="Daftar tetap yayasan, atau pilihan yang ditulis sendiri"
              data={LOOKUP_OPTIONS}
              clearable
            />
            {lookup ? null : <StructureOptions form={form} name={`${name}.options`} label={title} />}
          </>
        ) : null}
        <TextField
          form={form}
          name={`${name}.hint`}
          label="Petunjuk"
          description="Tampil di bawah pertanyaan"
          maxLength={500}
        />
        <Group gap="xl" align="flex-start">
          <FlagField form={form} name={`${name}.required`} label="Wajib" />
          <FlagField
            form={form}
            name={`${name}.enable`}
            label="Aktif"
            description={
              enable
                ? 'Ditanyakan di pengajuan baru'
                : 'Disembunyikan dari pengajuan baru; jawaban lama tetap terbaca'
            }
          />
        </Group>
      </Stack>
    </Paper>
  );
}
