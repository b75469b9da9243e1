import { lookupsEndpoints } from '@amal/contract/lookups';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { SelectField, type FieldForm as StepFormApi, TextField } from '../../../components/form/fields';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';

/** The levels of an address, each listed by the one above it (GET /api/regencies/byidprovince/{id}, …). */
const LEVELS = [
  { field: 'idProvince', label: 'Provinsi', list: LOOKUP.provinces },
  { field: 'idRegency', label: 'Kabupaten/Kota', list: lookupsEndpoints.regencies },
  { field: 'idDistrict', label: 'Kecamatan', list: lookupsEndpoints.districts },
  { field: 'idSubDistrict', label: 'Kelurahan/Desa', list: lookupsEndpoints.subdistricts },
] as const;

interface AddressFieldsProps {
  form: StepFormApi;
  /** "" for the domicile address, "Official" for the KTP address (the contract's field names). */
  suffix?: '' | 'Official';
  title: string;
}

function AreaSelect({ form, index, suffix }: { form: StepFormApi; index: number; suffix: string }) {
  const level = LEVELS[index] as (typeof LEVELS)[number];
  const parent = index === 0 ? null : LEVELS[index - 1];
  // The province has no level above it: it watches nothing.
  const parentName = parent ? `${parent.field}${suffix}` : `${level.field}${suffix}`;
  const watched = useWatch({ control: form.control, name: parentName, disabled: !parent });
  const parentId = parent ? String(watched ?? '') : '';
  // A level below the province lists nothing until its parent is chosen.
  const list = parent && !parentId ? null : level.list;
  const options = useLookupOptions(list, parent ? { id: parentId } : undefined);
  // A new choice invalidates everything below it.
  const clearBelow = () => {
    for (const below of LEVELS.slice(index + 1)) form.setValue(`${below.field}${suffix}`, '');
  };
  return (
    <SelectField
      form={form}
      name={`${level.field}${suffix}`}
      label={level.label}
      withAsterisk
      data={options.data ?? []}
      searchable
      disabled={list === null}
      onPicked={clearBelow}
    />
  );
}

/**
 * An address as the contract's reference and personal-data schemas take it: cascading province →
 * regency → district → village, full address, RT, RW and postal code.
 */
export function AddressFields({ form, suffix = '', title }: AddressFieldsProps) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{title}</Text>
      {LEVELS.map((level, index) => (
        <AreaSelect key={level.field} form={form} index={index} suffix={suffix} />
      ))}
      <TextField form={form} name={`fullAddress${suffix}`} label="Alamat lengkap" withAsterisk />
      <SimpleGrid cols={3} spacing="xs">
        <TextField form={form} name={`rt${suffix}`} label="RT" inputMode="numeric" />
        <TextField form={form} name={`rw${suffix}`} label="RW" inputMode="numeric" />
        <TextField
          form={form}
          name={`postalCode${suffix}`}
          label="Kode pos"
          inputMode="numeric"
          maxLength={5}
          withAsterisk
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The domicile address, the "same as domicile" checkbox and, when it is not ticked, the KTP address
 * (the contract copies the domicile into the KTP fields when it is).
 */
export function DomicileAndKtpAddresses({ form }: { form: StepFormApi }) {
  const same = useWatch({ control: form.control, name: 'addressSameWithKTP' });
  return (
    <>
      <AddressFields form={form} title="Alamat domisili" />
      <Checkbox label="Alamat KTP sama dengan alamat domisili" {...form.register('addressSameWithKTP')} />
      {same !== true && same !== 'true' && (
        <AddressFields form={form} suffix="Official" title="Alamat sesuai KTP" />
      )}
    </>
  );
}
