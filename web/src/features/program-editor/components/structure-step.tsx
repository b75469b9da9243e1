import { SECTION_PROPERTIES_MAX } from '@amal/contract/program-structure';
import { stepQuestionRule } from '@amal/contract/section-data';
import { Accordion, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import type { FieldForm } from '../../../components/form/fields';
import type { Option } from '../../../lib/lookup-options';
import { ListFooter } from './list-footer';
import { RowActions } from './row-actions';
import { NEW_QUESTION, StructureQuestion } from './structure-question';

/** One wizard step as an accordion item: its header moves or removes it, its panel holds its questions. */
export function StructureStep({
  form,
  index,
  count,
  name,
  route,
  value,
  documentTypes,
  onMove,
  onRemove,
}: {
  form: FieldForm;
  index: number;
  count: number;
  /** The catalogue's name of the step's section. */
  name: string;
  /** The catalogue's route of the step's section: what questions it may take. */
  route: string;
  /** The accordion item's value. */
  value: string;
  documentTypes: readonly Option[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const path = `sections.${index}`;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: `${path}.properties`,
  });
  const stepError = useFieldError(form, `${path}.idSection`);
  const listError =
    useFieldError(form, `${path}.properties`) ?? form.getFieldState(`${path}.properties.root`).error?.message;
  const title = `${index + 1}. ${name}`;
  const rule = stepQuestionRule(route);
  return (
    <Accordion.Item value={value}>
      <Group gap={4} wrap="nowrap" pr="xs">
        <Accordion.Control style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="xs" c={stepError ? 'red' : 'dimmed'}>
            {stepError ?? `${fields.length} pertanyaan`}
          </Text>
        </Accordion.Control>
        <RowActions
          index={index}
          count={count}
          title={`langkah ${name}`}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Group>
      <Accordion.Panel>
        <Stack gap="sm" role="group" aria-label={`Langkah ${name}`}>
          <Controller
            control={form.control}
            name={`${path}.needVerification`}
            render={({ field }) => (
              <Checkbox
                label="Diverifikasi lapangan"
                description="Verifikator lapangan memeriksa langkah ini"
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {!rule.takesQuestions ? (
            <Text size="sm" c="dimmed">
              Langkah ini berupa daftar: pemohon mengisi baris-barisnya, tanpa pertanyaan tambahan.
            </Text>
          ) : fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              Langkah ini tidak memiliki pertanyaan tambahan.
            </Text>
          ) : null}
          {rule.requiredColumns.length > 0 ? (
            <Text size="sm" c="dimmed">
              Langkah ini tampil dari pertanyaannya; kolom yang wajib ada: {rule.requiredColumns.join(', ')}.
            </Text>
          ) : null}
          {fields.map((field, j) => (
            <StructureQuestion
              key={field.id}
              form={form}
              name={`${path}.properties.${j}`}
              index={j}
              count={fields.length}
              documentTypes={documentTypes}
              onMove={(to) => move(j, to)}
              onRemove={() => remove(j)}
            />
          ))}
          {rule.takesQuestions ? (
            <ListFooter
              error={listError}
              addLabel="Tambah pertanyaan"
              full={fields.length >= SECTION_PROPERTIES_MAX}
              onAdd={() => append({ ...NEW_QUESTION })}
            />
          ) : listError ? (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
