import { Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { MemberForm } from './correction-form';

type FieldProps = {
  form: MemberForm;
  name: string;
  label: string;
  description?: ReactNode;
  withAsterisk?: boolean;
};

/** A text input bound to the page's form, showing its own error (the contract's or the server's). */
export function TextField({
  form,
  name,
  label,
  description,
  withAsterisk,
  type,
  inputMode,
  maxLength,
}: FieldProps & { type?: string; inputMode?: 'numeric' | 'tel'; maxLength?: number }) {
  const { field, fieldState } = useController({ name, control: form.control });
  return (
    <TextInput
      {...field}
      value={(field.value as string | undefined) ?? ''}
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      type={type}
      inputMode={inputMode}
      maxLength={maxLength}
      error={fieldState.error?.message}
    />
  );
}

/** A select of fixed Indonesian values (gender, marital status) bound to the page's form. */
export function ChoiceField({
  form,
  name,
  label,
  description,
  withAsterisk,
  values,
}: FieldProps & { values: readonly string[] }) {
  const { field, fieldState } = useController({ name, control: form.control });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      placeholder="Pilih"
      data={values.map((value) => ({ value, label: value }))}
      value={field.value ? String(field.value) : null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      clearable={!withAsterisk}
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      error={fieldState.error?.message}
    />
  );
}
