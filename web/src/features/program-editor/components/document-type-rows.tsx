import { PROGRAM_DOCUMENT_TYPES_MAX } from '@amal/contract/program-editor';
import type { DocumentType } from '@amal/contract/programs';
import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import type { FieldForm } from '../../../components/form/fields';
import { ListFooter } from './list-footer';
import { RowActions } from './row-actions';
import { IdSelectField } from './typed-fields';

/** The document types the programme asks for, in the order the applicant sees them; each required or not. */
export function DocumentTypeRows({
  form,
  documentTypes,
}: {
  form: FieldForm;
  documentTypes: readonly DocumentType[];
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'documentTypes' });
  const chosen = (useWatch({ control: form.control, name: 'documentTypes' }) ?? []) as {
    idDocumentType: number | null;
  }[];
  const listError = useFieldError(form, 'documentTypes');
  const nameOf = (id: number | null) => documentTypes.find((type) => type.idDocumentType === id)?.name;
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          Program ini tidak meminta dokumen.
        </Text>
      ) : null}
      {fields.map((field, i) => {
        const label = nameOf(chosen[i]?.idDocumentType ?? null) ?? `dokumen ${i + 1}`;
        // A type already in another row is not offered again.
        const taken = new Set(chosen.filter((_, j) => j !== i).map((row) => row.idDocumentType));
        const options = documentTypes
          .filter((type) => !taken.has(type.idDocumentType))
          .map((type) => ({ value: String(type.idDocumentType), label: type.name }));
        return (
          <Paper key={field.id} withBorder radius="sm" p="sm">
            <Group align="flex-end" gap="sm">
              <div style={{ flex: '1 1 16rem' }}>
                <IdSelectField
                  form={form}
                  name={`documentTypes.${i}.idDocumentType`}
                  label={`Jenis dokumen ${i + 1}`}
                  placeholder="Pilih jenis dokumen"
                  data={options}
                  withAsterisk
                />
              </div>
              <Controller
                control={form.control}
                name={`documentTypes.${i}.required`}
                render={({ field: required }) => (
                  <Checkbox
                    mb={8}
                    label="Wajib"
                    checked={required.value === true}
                    onChange={(event) => required.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <Group gap={4} mb={2}>
                <RowActions
                  index={i}
                  count={fields.length}
                  title={label}
                  onMove={(to) => move(i, to)}
                  onRemove={() => remove(i)}
                />
              </Group>
            </Group>
          </Paper>
        );
      })}
      <ListFooter
        error={listError}
        addLabel="Tambah dokumen"
        full={fields.length >= Math.min(PROGRAM_DOCUMENT_TYPES_MAX, documentTypes.length)}
        onAdd={() => append({ idDocumentType: null, required: true })}
      />
    </Stack>
  );
}
