import { PROGRAM_SCHEDULES_MAX } from '@amal/contract/program-editor';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import { DateField, type FieldForm, NumberField } from '../../../components/form/fields';
import { ListFooter } from './list-footer';

/**
 * The programme's application periods: start, end and quota each. A kept period carries its id
 * (hidden); a removed one is gone from the body, and the server keeps its proposals readable.
 */
export function ScheduleRows({ form }: { form: FieldForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedules' });
  const listError = useFieldError(form, 'schedules');
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada periode: program tidak dapat diajukan sampai ada periode yang berjalan.
        </Text>
      ) : null}
      {fields.map((field, i) => (
        <Paper key={field.id} withBorder radius="sm" p="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              <DateField
                form={form}
                name={`schedules.${i}.startDate`}
                label={`Mulai periode ${i + 1}`}
                withAsterisk
              />
              <DateField
                form={form}
                name={`schedules.${i}.endDate`}
                label={`Selesai periode ${i + 1}`}
                withAsterisk
              />
              <NumberField
                nullable
                form={form}
                name={`schedules.${i}.quota`}
                label={`Kuota periode ${i + 1}`}
                placeholder="Tanpa batas"
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              onClick={() => remove(i)}
              aria-label={`Hapus periode ${i + 1}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <ListFooter
        error={listError}
        addLabel="Tambah periode"
        full={fields.length >= PROGRAM_SCHEDULES_MAX}
        onAdd={() => append({ startDate: '', endDate: '', quota: null })}
      />
    </Stack>
  );
}
