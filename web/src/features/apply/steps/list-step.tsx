import { z } from '@amal/contract/zod';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { FieldForm as StepFormApi } from '../../../components/form/fields';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

export type Row = Record<string, unknown>;

/**
 * The rows a list step saved. The wizard hands a step its data as an object, so a list (the
 * contract's shape for expenses, incomes, loans, assets) is read from the draft itself.
 */
export const savedRows = ({ draft, section }: Pick<StepProps, 'draft' | 'section'>): Row[] => {
  const saved = draft[section.route as keyof typeof draft];
  return Array.isArray(saved) ? (saved as Row[]) : [];
};

interface ListStepProps extends StepProps {
  /** The contract's schema of the whole list (e.g. loansSchema). */
  schema: z.ZodType;
  rows: Row[];
  /** A new row; absent for a list of fixed rows (expenses: one per type). */
  emptyRow?: Row;
  addLabel?: string;
  canAdd?: (rows: Row[]) => boolean;
  canRemove?: (rows: Row[]) => boolean;
  /** Saving is enabled only when this holds (assets). */
  canSave?: (rows: Row[]) => boolean;
  renderRow: (form: StepFormApi, index: number) => ReactNode;
  /** Shown above the rows. */
  intro?: ReactNode;
}

function Rows(props: ListStepProps & { form: StepFormApi; onRows: (rows: Row[]) => void }) {
  const { form, emptyRow, canAdd, canRemove, renderRow, addLabel, onRows } = props;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = (useWatch({ control: form.control, name: 'rows' }) ?? []) as Row[];
  // The form mutates its rows in place: the parent gets a copy, keyed by content.
  const content = JSON.stringify(rows);
  useEffect(() => onRows(JSON.parse(content) as Row[]), [content, onRows]);
  return (
    <Stack gap="sm">
      {props.intro}
      {fields.map((field, index) => (
        <Card key={field.id} withBorder padding="sm">
          <Stack gap="xs">
            {emptyRow && (
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {index + 1}.
                </Text>
                {(canRemove?.(rows) ?? rows.length > 1) && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Hapus baris ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            )}
            {renderRow(form, index)}
          </Stack>
        </Card>
      ))}
      {emptyRow && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={canAdd ? !canAdd(rows) : false}
          onClick={() => append({ ...emptyRow })}
        >
          {addLabel ?? 'Tambah'}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A step whose data is a list of rows, validated with the contract's list schema. Programme-defined
 * properties are not asked here: the contract stores these steps as bare lists, with no place for them.
 */
export function ListStep(props: ListStepProps) {
  const { schema, rows, onSave, submitLabel, canSave, emptyRow } = props;
  const start = rows.length > 0 ? rows : emptyRow ? [{ ...emptyRow }] : [];
  const [current, setCurrent] = useState<Row[]>(start);
  const rowsSchema = useMemo(() => z.object({ rows: schema }), [schema]);
  return (
    <StepForm
      schema={rowsSchema}
      properties={[]}
      defaultValues={{ rows: start }}
      onSave={(values) => onSave(values.rows)}
      submitLabel={submitLabel}
      disabled={canSave ? !canSave(current) : false}
    >
      {(form) => <Rows {...props} form={form} onRows={setCurrent} />}
    </StepForm>
  );
}
