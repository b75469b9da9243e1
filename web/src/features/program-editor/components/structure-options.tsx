import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import { type FieldForm, TextField } from '../../../components/form/fields';

/** The fixed choices of a select or radio question: each a stored value and the label shown. */
export function StructureOptions({ form, name, label }: { form: FieldForm; name: string; label: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const error = useFieldError(form, name) ?? form.getFieldState(`${name}.root`).error?.message;
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Pilihan jawaban
        </Text>
        <Text size="xs" c="dimmed">
          Tiap pilihan: nilai yang tersimpan, lalu label yang tampil bagi pemohon
        </Text>
      </div>
      {fields.map((field, k) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} style={{ flex: 1 }}>
            <TextField
              form={form}
              name={`${name}.${k}.value`}
              aria-label={`Nilai pilihan ${k + 1} ${label}`}
              placeholder="Nilai tersimpan"
              maxLength={100}
            />
            <TextField
              form={form}
              name={`${name}.${k}.label`}
              aria-label={`Label pilihan ${k + 1} ${label}`}
              placeholder="Label yang tampil"
              maxLength={200}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => remove(k)}
            aria-label={`Hapus pilihan ${k + 1} ${label}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append({ value: '', label: '' })}
        >
          Tambah pilihan
        </Button>
      </Group>
    </Stack>
  );
}
