import type { SectionProperty } from '@amal/contract/programs';
import { Alert, Checkbox, Switch, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import {
  type LabelledFieldProps,
  RadioField,
  RupiahField,
  SelectField,
  TextField,
} from '../../../components/form/fields';
import { type LookupTable, lookupTable, useLookupOptions } from '../../../lib/lookup-options';
import classes from './required-label.module.css';

interface PropertyFieldProps {
  property: SectionProperty;
  form: UseFormReturn<FieldValues>;
  /** A programme rule requires it even if the catalogue does not say so (a consent box). */
  required?: boolean;
}

/** The lookup table a select or radio property lists its options from, if any. */
export const propertyLookup = (property: SectionProperty): LookupTable | undefined =>
  property.type === 'select' || property.type === 'radio' ? lookupTable(property.lookup) : undefined;

/**
 * One programme-defined field, rendered from its catalogue record alone (spec §3 programSections),
 * with the same fields the steps' own forms use. Each reads its own error (decision 0019).
 */
export function PropertyField({ property, form, required = false }: PropertyFieldProps) {
  const lookup = useLookupOptions(propertyLookup(property));
  const name = property.columnname;
  const common: LabelledFieldProps = {
    form,
    name,
    label: property.label,
    description: property.hint ?? undefined,
    withAsterisk: property.required || required,
  };
  const options = property.options ?? lookup.data ?? [];

  switch (property.type) {
    case 'textarea':
      return <TextareaProperty {...common} />;
    case 'number':
      return <TextField {...common} inputMode="numeric" />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'currency':
      return <RupiahField {...common} />;
    case 'select':
      return <SelectField {...common} data={options} searchable={options.length > 8} />;
    case 'radio':
      return <RadioField {...common} options={options} />;
    case 'checkbox':
    case 'switch':
      return <ToggleProperty {...common} input={property.type === 'checkbox' ? Checkbox : Switch} />;
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
      return <TextField {...common} />;
  }
}

function TextareaProperty({ form, name, ...props }: LabelledFieldProps) {
  return <Textarea {...props} rows={3} {...form.register(name)} error={useFieldError(form, name)} />;
}

function ToggleProperty({
  form,
  name,
  input: Input,
  // Mantine's checkbox and switch draw no asterisk (the prop would reach the DOM element): the
  // label draws it after its text, in the colour of Mantine's own.
  withAsterisk,
  ...props
}: LabelledFieldProps & { input: typeof Checkbox | typeof Switch }) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Input
          {...props}
          required={withAsterisk}
          classNames={withAsterisk ? REQUIRED_LABEL : undefined}
          error={error}
          ref={field.ref}
          name={field.name}
          checked={field.value === true || field.value === 'true'}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

const REQUIRED_LABEL = { label: classes.required };

/** The step's enabled properties in catalogue order, except those the step's own form asks. */
export function PropertyFields({
  properties,
  form,
  exclude = [],
  required = [],
}: {
  properties: readonly SectionProperty[];
  form: UseFormReturn<FieldValues>;
  exclude?: readonly string[];
  /** Properties a programme rule requires (marked with "*" whatever the catalogue says). */
  required?: readonly string[];
}) {
  return (
    <>
      {properties
        .filter((p) => p.enable && !exclude.includes(p.columnname))
        .sort((a, b) => a.order - b.order)
        .map((property) => (
          <PropertyField
            key={property.idSectionProperty}
            property={property}
            form={form}
            required={required.includes(property.columnname)}
          />
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
