import {
  Group,
  NumberInput,
  Radio,
  Select,
  type SelectProps,
  Stack,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { Option } from '../../lib/lookup-options';
import { COMBOBOX_PROPS, useFieldError } from './field-state';

/**
 * The fields the member's and the verifier's forms draw (the wizard's steps, the verifier's own
 * forms), each bound to a react-hook-form form by name and reading its own error (decision 0019).
 */
export type FieldForm = UseFormReturn<FieldValues>;

/** Turns a list of fixed Indonesian values (GENDERS, MARRIAGE_STATUSES, …) into select options. */
export const choiceOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

/** A field bound to the form by name, with its label, hint and asterisk. */
export type LabelledFieldProps = {
  form: FieldForm;
  name: string;
  label: string;
  description?: string;
  withAsterisk?: boolean;
};

type SelectFieldProps = Omit<SelectProps, 'value' | 'onChange' | 'data' | 'form'> & {
  form: FieldForm;
  name: string;
  data: readonly Option[];
  /** Called after the value changes (e.g. to clear the fields that depend on it). */
  onPicked?: (value: string) => void;
};

/** A select bound to the form; ids are held as text and parsed by the contract schema. */
export function SelectField({ form, name, data, onPicked, ...props }: SelectFieldProps) {
  const error = useFieldError(form, name);
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
          ref={field.ref}
          name={field.name}
          data={data as Option[]}
          value={field.value == null || field.value === '' ? null : String(field.value)}
          onChange={(value) => {
            field.onChange(value ?? '');
            onPicked?.(value ?? '');
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/**
 * A whole number (km, minutes, years); with `rupiah`, whole Rupiah shown as "Rp 1.500.000" while
 * typing; with `nullable`, left empty it is null (a quota without limit), not an empty text.
 */
export function NumberField({
  form,
  name,
  rupiah,
  nullable,
  ...props
}: LabelledFieldProps & { rupiah?: boolean; nullable?: boolean; placeholder?: string }) {
  const error = useFieldError(form, name);
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
          onChange={(value) => field.onChange(value === '' ? (nullable ? null : '') : Number(value))}
          onBlur={field.onBlur}
          prefix={rupiah ? 'Rp ' : undefined}
          thousandSeparator={rupiah ? '.' : undefined}
          decimalSeparator=","
          allowDecimal={false}
          allowNegative={false}
          hideControls
          error={error}
        />
      )}
    />
  );
}

/** Whole Rupiah, shown as "Rp 1.500.000" while typing. */
export function RupiahField(props: LabelledFieldProps) {
  return <NumberField {...props} rupiah />;
}

type TextFieldProps = Omit<TextInputProps, 'form' | 'name'> & { form: FieldForm; name: string };

/** A text input bound to the form, with its error. */
export function TextField({ form, name, ...props }: TextFieldProps) {
  return <TextInput {...props} {...form.register(name)} error={useFieldError(form, name)} />;
}

/** An ISO date (YYYY-MM-DD) with the phone's own date picker. */
export function DateField(props: LabelledFieldProps) {
  return <TextField type="date" {...props} />;
}

type LongTextFieldProps = Omit<TextareaProps, 'form' | 'name'> & { form: FieldForm; name: string };

/** A few lines of text (three rows unless told). */
export function LongTextField({ form, name, ...props }: LongTextFieldProps) {
  return <Textarea rows={3} {...props} {...form.register(name)} error={useFieldError(form, name)} />;
}

type RadioFieldProps = LabelledFieldProps & {
  options: readonly Option[];
  /** Side by side (a short yes/no), else one under another. */
  inline?: boolean;
};

/** Choices shown at once as radio buttons; the value is held as text. */
export function RadioField({ form, name, options, inline, ...props }: RadioFieldProps) {
  const error = useFieldError(form, name);
  const Layout = inline ? Group : Stack;
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
          <Layout gap={inline ? 'lg' : 'xs'} mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Layout>
        </Radio.Group>
      )}
    />
  );
}

const YES_NO: readonly Option[] = [
  { value: 'true', label: 'Ya' },
  { value: 'false', label: 'Tidak' },
];

/** A "Ya"/"Tidak" question side by side; held as "true"/"false", read by the contract's yes/no fields. */
export function YesNoField(props: Omit<RadioFieldProps, 'options' | 'inline'>) {
  return <RadioField {...props} options={YES_NO} inline />;
}
