import {
  type ProgramEditorCatalogue,
  type ProgramStatusesInput,
  programEditorMessages,
  programStatusesInputSchema,
} from '@amal/contract/program-editor';
import type { ProgramProposalStatus } from '@amal/contract/programs';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  Controller,
  type FieldValues,
  type Resolver,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { COMBOBOX_PROPS, useFieldError } from '../../../components/form/field-state';
import { isApiError } from '../../../lib/api-client';
import { messageOf } from '../../../lib/notify-error';
import { useSaveProgramStatuses } from '../api/save-program-statuses';
import { IdSelectField } from './typed-fields';

type Row = { idProposalStatus: number | null; order: number | ''; idRoles: number[] };

const rowsOf = (statuses: readonly ProgramProposalStatus[]): Row[] =>
  statuses.map((status, i) => ({
    idProposalStatus: status.idProposalStatus,
    order: status.order ?? i + 1,
    idRoles: status.roles.map((role) => role.idRole),
  }));

type TableForm = ReturnType<typeof useForm<FieldValues>>;

/** The status's position in the flow; the row's status names it (no visible label in a table). */
function OrderCell({ form, index, label }: { form: TableForm; index: number; label: string }) {
  const error = useFieldError(form, `statuses.${index}.order`);
  return (
    <Controller
      control={form.control}
      name={`statuses.${index}.order`}
      render={({ field }) => (
        <NumberInput
          aria-label={label}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          error={error}
        />
      )}
    />
  );
}

function RolesCell({
  form,
  index,
  roles,
  disabled,
  label,
}: {
  form: TableForm;
  index: number;
  roles: ProgramEditorCatalogue['roles'];
  disabled: boolean;
  label: string;
}) {
  const error = useFieldError(form, `statuses.${index}.idRoles`);
  return (
    <Controller
      control={form.control}
      name={`statuses.${index}.idRoles`}
      render={({ field }) => (
        <MultiSelect
          aria-label={label}
          data={roles.map((role) => ({ value: String(role.idRole), label: role.name }))}
          value={(field.value as number[]).map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          placeholder={(field.value as number[]).length === 0 ? 'Hanya Super Admin' : undefined}
          comboboxProps={COMBOBOX_PROPS}
          disabled={disabled}
          error={error}
        />
      )}
    />
  );
}

/**
 * A programme's status flow as a table (issue 36 item 6): each status in order with the roles the
 * role-status mapping lets set it. The mapping is one for every programme, so only a super admin
 * changes the roles; a programme's admin changes the flow itself.
 */
export function StatusTable({
  idProgram,
  statuses,
  catalogue,
  mayChangeMapping,
}: {
  idProgram: number;
  statuses: readonly ProgramProposalStatus[];
  catalogue: ProgramEditorCatalogue;
  mayChangeMapping: boolean;
}) {
  const save = useSaveProgramStatuses(idProgram);
  const form = useForm<FieldValues>({
    defaultValues: { statuses: rowsOf(statuses) },
    resolver: zodResolver(
      programStatusesInputSchema as z.ZodType<FieldValues, FieldValues>,
    ) as Resolver<FieldValues>,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'statuses' });
  const rows = (useWatch({ control: form.control, name: 'statuses' }) ?? []) as Row[];
  const listError = useFieldError(form, 'statuses');
  // A status joins the flow with the roles the mapping gives it everywhere: a programme's admin
  // may not change them, and a super admin starts from them.
  const mappedRoles = (id: number | null) =>
    catalogue.statuses.find((status) => status.idProposalStatus === id)?.idRoles ?? [];
  const nameOf = (id: number | null) =>
    catalogue.statuses.find((status) => status.idProposalStatus === id)?.name ?? 'status baru';

  const submit = form.handleSubmit((values) =>
    save.mutate(values as ProgramStatusesInput, {
      onSuccess: (saved) => {
        form.reset({ statuses: rowsOf(saved.data) });
        notifications.show({
          color: 'teal',
          title: 'Tersimpan',
          message: programEditorMessages.statusesSaved,
        });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const fieldError of error.errors)
          form.setError(fieldError.path, { message: fieldError.message });
      },
    }),
  );
  const unplaced = save.error && !(isApiError(save.error) && save.error.errors.length > 0);
  const nextOrder = Math.max(0, ...rows.map((row) => Number(row.order) || 0)) + 1;

  return (
    <form onSubmit={submit} noValidate aria-label="Alur status program">
      <Stack gap="sm">
        {!mayChangeMapping ? (
          <Text size="sm" c="dimmed">
            {programEditorMessages.mappingSuperAdminOnly}.
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>Urutan</Table.Th>
                <Table.Th w={300}>Status</Table.Th>
                <Table.Th>Peran yang boleh menetapkan</Table.Th>
                <Table.Th w={60}>
                  <VisuallyHidden>Hapus</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, i) => {
                const name = nameOf(rows[i]?.idProposalStatus ?? null);
                const taken = new Set(rows.filter((_, j) => j !== i).map((row) => row.idProposalStatus));
                const options = catalogue.statuses
                  .filter((status) => !taken.has(status.idProposalStatus))
                  .map((status) => ({
                    value: String(status.idProposalStatus),
                    label: `${status.idProposalStatus} - ${status.name}`,
                  }));
                return (
                  <Table.Tr key={field.id}>
                    <Table.Td>
                      <OrderCell form={form} index={i} label={`Urutan ${name}`} />
                    </Table.Td>
                    <Table.Td>
                      <IdSelectField
                        form={form}
                        name={`statuses.${i}.idProposalStatus`}
                        label={`Status baris ${i + 1}`}
                        hideLabel
                        placeholder="Pilih status"
                        data={options}
                        onPicked={(id) =>
                          form.setValue(`statuses.${i}.idRoles`, mappedRoles(id), { shouldDirty: true })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <RolesCell
                        form={form}
                        index={i}
                        roles={catalogue.roles}
                        disabled={!mayChangeMapping}
                        label={`Peran untuk ${name}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        onClick={() => remove(i)}
                        aria-label={`Hapus ${name} dari alur`}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        {unplaced ? (
          <Alert color="red" role="alert">
            {messageOf(save.error, 'Alur status gagal disimpan')}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append({ idProposalStatus: null, order: nextOrder, idRoles: [] })}
          >
            Tambah status
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Simpan alur status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
