import { Group, Radio, Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { COMBOBOX_PROPS, useFieldError } from '../../../components/form/field-state';
import type { LabelledFieldProps } from '../../../components/form/fields';
import type { Option } from '../../../lib/lookup-options';

/**
 * Fields whose value is held as the contract's own type (a boolean, an id or null), not as the
 * text the member's forms hold: the editor's body is typed JSON, not a wizard step's answers.
 */

/** Two choices side by side for a boolean ("Perorangan"/"Lembaga", "Ya"/"Tidak"). */
export function BooleanChoiceField({
  form,
  name,
  yes,
  no,
  ...props
}: LabelledFieldProps & { yes: string; no: string }) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          {...props}
          error={error}
          name={field.name}
          value={typeof field.value === 'boolean' ? String(field.value) : ''}
          onChange={(value) => field.onChange(value === 'true')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="true" label={yes} />
            <Radio value="false" label={no} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** A choice of one record by its id; cleared, it is null ("none"). */
export function IdSelectField({
  form,
  name,
  data,
  placeholder,
  onPicked,
  hideLabel,
  label,
  ...props
}: LabelledFieldProps & {
  /** In a table, where the column names it: the label is for screen readers only. */
  hideLabel?: boolean;
  data: readonly Option[];
  placeholder: string;
  disabled?: boolean;
  /** Called after the choice changes (e.g. to fill what goes with it). */
  onPicked?: (id: number | null) => void;
}) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          label={hideLabel ? undefined : label}
          aria-label={hideLabel ? label : undefined}
          ref={field.ref}
          name={field.name}
          data={data as Option[]}
          placeholder={placeholder}
          clearable
          searchable
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={COMBOBOX_PROPS}
          value={field.value == null ? null : String(field.value)}
          onChange={(value) => {
            const id = value === null ? null : Number(value);
            field.onChange(id);
            onPicked?.(id);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
