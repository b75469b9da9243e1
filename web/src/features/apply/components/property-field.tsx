import type { SectionProperty } from '@amal/contract/programs';
import {
  Alert,
  Checkbox,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useLookupOptions } from '../../../lib/lookup-options';
import { COMBOBOX_PROPS, useFieldError } from './field-state';

interface PropertyFieldProps {
  property: SectionProperty;
  form: UseFormReturn<FieldValues>;
}

/** The lookup table a select or radio property lists its options from, if any. */
export const propertyLookup = (property: SectionProperty): string | null =>
  property.type === 'select' || property.type === 'radio' ? property.lookup : null;

/** One programme-defined field, rendered from its catalogue record alone (spec §3 programSections). */
export function PropertyField({ property, form }: PropertyFieldProps) {
  const lookup = useLookupOptions(propertyLookup(property));
  const name = property.columnname;
  const error = useFieldError(form, name);
  const common = {
    label: property.label,
    description: property.hint ?? undefined,
    withAsterisk: property.required,
    error,
  };
  const options = property.options ?? lookup.data ?? [];

  switch (property.type) {
    case 'textarea':
      return <Textarea {...common} rows={3} {...form.register(name)} />;
    case 'number':
      return <TextInput {...common} inputMode="numeric" {...form.register(name)} />;
    case 'date':
      return <TextInput {...common} type="date" {...form.register(name)} />;
    case 'currency':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <NumberInput
              {...common}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
              onBlur={field.onBlur}
              prefix="Rp "
              thousandSeparator="."
              decimalSeparator=","
              allowDecimal={false}
              allowNegative={false}
              hideControls
            />
          )}
        />
      );
    case 'select':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              {...common}
              ref={field.ref}
              name={field.name}
              data={options}
              value={field.value == null || field.value === '' ? null : String(field.value)}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              searchable={options.length > 8}
              placeholder="Pilih"
              nothingFoundMessage="Tidak ditemukan"
              comboboxProps={COMBOBOX_PROPS}
            />
          )}
        />
      );
    case 'radio':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Radio.Group
              {...common}
              name={field.name}
              value={field.value == null ? '' : String(field.value)}
              onChange={field.onChange}
            >
              <Stack gap="xs" mt={6}>
                {options.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      );
    case 'checkbox':
    case 'switch': {
      const Input = property.type === 'checkbox' ? Checkbox : Switch;
      // Mantine's checkbox and switch draw no asterisk: the prop would reach the DOM element.
      const { withAsterisk: _, ...inline } = common;
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Input
              {...inline}
              ref={field.ref}
              name={field.name}
              checked={field.value === true || field.value === 'true'}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      );
    }
    case 'upload':
      // Uploads come with the documents issue: the file is asked for after submission.
      return (
        <Alert
          variant="light"
          color="gray"
          icon={<IconUpload size={18} aria-hidden />}
          title={property.label}
        >
          Dokumen ini diunggah setelah pengajuan dikirim.
        </Alert>
      );
    default:
      return <TextInput {...common} {...form.register(name)} />;
  }
}

/** The step's enabled properties in catalogue order, except those the step's own form asks. */
export function PropertyFields({
  properties,
  form,
  exclude = [],
}: {
  properties: readonly SectionProperty[];
  form: UseFormReturn<FieldValues>;
  exclude?: readonly string[];
}) {
  return (
    <>
      {properties
        .filter((p) => p.enable && !exclude.includes(p.columnname))
        .sort((a, b) => a.order - b.order)
        .map((property) => (
          <PropertyField key={property.idSectionProperty} property={property} form={form} />
        ))}
    </>
  );
}

/** A saved value as its input holds it: numbers as text for text inputs, yes/no as "true"/"false". */
export function toFormValue(property: SectionProperty, value: unknown): unknown {
  if (value === undefined || value === null) {
    return property.type === 'checkbox' || property.type === 'switch' ? false : '';
  }
  if (property.type === 'currency' || property.type === 'checkbox' || property.type === 'switch')
    return value;
  return String(value);
}
