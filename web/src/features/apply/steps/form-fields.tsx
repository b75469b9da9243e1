import { NumberInput, Select, type SelectProps, TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import type { Option } from '../../../lib/lookup-options';

export type StepFormApi = UseFormReturn<FieldValues>;

/** The message of a (possibly nested, "rows.0.nominal") field's error. */
export const fieldError = (form: StepFormApi, name: string): string | undefined =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/** Turns a list of fixed Indonesian values (GENDERS, MARRIAGE_STATUSES, …) into select options. */
export const choiceOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

type SelectFieldProps = Omit<SelectProps, 'value' | 'onChange' | 'data' | 'form'> & {
  form: StepFormApi;
  name: string;
  data: readonly Option[];
  /** Called after the value changes (e.g. to clear the fields that depend on it). */
  onPicked?: (value: string) => void;
};

/** A select bound to the step's form; ids are held as text and parsed by the contract schema. */
export function SelectField({ form, name, data, onPicked, ...props }: SelectFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          placeholder="Pilih"
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={{ withinPortal: true }}
          {...props}
          ref={field.ref}
          name={field.name}
          data={data as Option[]}
          value={field.value == null || field.value === '' ? null : String(field.value)}
          onChange={(value) => {
            field.onChange(value ?? '');
            onPicked?.(value ?? '');
          }}
          onBlur={field.onBlur}
          error={fieldError(form, name)}
        />
      )}
    />
  );
}

type RupiahFieldProps = { form: StepFormApi; name: string; label: string; description?: string };

/** Whole Rupiah, shown as "Rp 1.500.000" while typing. */
export function RupiahField({ form, name, label, description }: RupiahFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
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
          inputMode="numeric"
          error={fieldError(form, name)}
        />
      )}
    />
  );
}

type TextFieldProps = Omit<TextInputProps, 'form' | 'name'> & { form: StepFormApi; name: string };

/** A text input bound to the step's form, with its error. */
export function TextField({ form, name, ...props }: TextFieldProps) {
  return <TextInput {...props} {...form.register(name)} error={fieldError(form, name)} />;
}
