import {
  Group,
  NumberInput,
  Radio,
  Select,
  type SelectProps,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { Option } from '../../../lib/lookup-options';
import { COMBOBOX_PROPS, useFieldError } from '../components/field-state';

export type StepFormApi = UseFormReturn<FieldValues>;

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

/** A field bound to the step's form by name, with its label, hint and asterisk. */
export type LabelledFieldProps = {
  form: StepFormApi;
  name: string;
  label: string;
  description?: string;
  withAsterisk?: boolean;
};

/** Whole Rupiah, shown as "Rp 1.500.000" while typing. */
export function RupiahField({ form, name, label, description, withAsterisk }: LabelledFieldProps) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={withAsterisk}
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
          error={error}
        />
      )}
    />
  );
}

type TextFieldProps = Omit<TextInputProps, 'form' | 'name'> & { form: StepFormApi; name: string };

/** A text input bound to the step's form, with its error. */
export function TextField({ form, name, ...props }: TextFieldProps) {
  return <TextInput {...props} {...form.register(name)} error={useFieldError(form, name)} />;
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

/** A "Ya"/"Tidak" question; the contract reads the answers "true"/"false". */
export function YesNoField(props: Omit<RadioFieldProps, 'options' | 'inline'>) {
  return <RadioField {...props} options={YES_NO} inline />;
}
