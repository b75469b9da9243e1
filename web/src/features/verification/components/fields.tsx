import {
  Group,
  NumberInput,
  Radio,
  Select,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { Controller, type FieldValues, get, type UseFormReturn, useFormState } from 'react-hook-form';
import type { Option } from '../../../lib/lookup-options';

/** The verifier's own forms (requirement, reference, visit, pretest): react-hook-form + the contract's zod schema. */
export type VerifierForm = UseFormReturn<FieldValues>;

type Bound = {
  form: VerifierForm;
  name: string;
  label: string;
  description?: string;
  withAsterisk?: boolean;
};

const COMBOBOX_PROPS = { withinPortal: true, keepMounted: false } as const;

function useError(form: VerifierForm, name: string): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

const YES_NO: Option[] = [
  { value: 'true', label: 'Ya' },
  { value: 'false', label: 'Tidak' },
];

/** "Ya"/"Tidak" side by side; held as "true"/"false", read by the contract's yes/no fields. */
export function YesNo({ form, name, ...props }: Bound) {
  const error = useError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          {...props}
          error={error}
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onChange={field.onChange}
        >
          <Group gap="lg" mt={6}>
            {YES_NO.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

export function ChoiceField({
  form,
  name,
  data,
  clearable,
  ...props
}: Bound & { data: readonly Option[]; clearable?: boolean }) {
  const error = useError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          placeholder="Pilih"
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={COMBOBOX_PROPS}
          {...props}
          clearable={clearable}
          ref={field.ref}
          name={field.name}
          data={data as Option[]}
          value={field.value == null || field.value === '' ? null : String(field.value)}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** A whole number (km, minutes, years, Rupiah with `rupiah`). */
export function NumberField({ form, name, rupiah, ...props }: Bound & { rupiah?: boolean }) {
  const error = useError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          prefix={rupiah ? 'Rp ' : undefined}
          thousandSeparator={rupiah ? '.' : undefined}
          decimalSeparator=","
          allowNegative={false}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          error={error}
        />
      )}
    />
  );
}

export function TextField({
  form,
  name,
  ...props
}: Omit<TextInputProps, 'form' | 'name'> & { form: VerifierForm; name: string }) {
  return <TextInput {...props} {...form.register(name)} error={useError(form, name)} />;
}

export function LongTextField({
  form,
  name,
  ...props
}: Omit<TextareaProps, 'form' | 'name'> & { form: VerifierForm; name: string }) {
  return <Textarea rows={3} {...props} {...form.register(name)} error={useError(form, name)} />;
}

/** An ISO date (YYYY-MM-DD) with the phone's own date picker. */
export function DateField({ form, name, ...props }: Bound) {
  return <TextInput type="date" {...props} {...form.register(name)} error={useError(form, name)} />;
}

/** Form values as text/number for the inputs: booleans as "true"/"false", nulls as "". */
export function toFormValues(data: unknown, names: readonly string[]): Record<string, unknown> {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return Object.fromEntries(
    names.map((name) => {
      const value = record[name];
      if (typeof value === 'boolean') return [name, String(value)];
      return [name, value ?? ''];
    }),
  );
}
