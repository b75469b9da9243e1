import {
  ASSISTANCE_FORMS,
  type Assistance,
  assistanceCreateSchema,
  assistanceMessages,
} from '@amal/contract/assessment';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { messageOf } from '../../../lib/notify-error';
import { useAssistance, useRecordAssistance } from '../api/assessment';
import { AssistanceSummary } from './assistance-summary';

const formSchema = assistanceCreateSchema.omit({ idProposal: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FORM_OPTIONS = ASSISTANCE_FORMS.map((value) => ({ value, label: value }));

function AssistanceForm({ idProposal, saved }: { idProposal: number; saved: Assistance | null }) {
  const record = useRecordAssistance(idProposal);
  const form = useForm<FormInput, unknown, FormOutput>({
    defaultValues: {
      amount: saved?.amount ?? '',
      form: saved?.form ?? '',
      date: saved?.date ?? '',
      note: saved?.note ?? '',
    },
    resolver: zodResolver(formSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    record
      .mutateAsync(
        saved
          ? { update: { idAssistance: saved.idAssistance, ...values } }
          : { create: { idProposal, ...values } },
      )
      .then(
        () => notifications.show({ color: 'teal', message: assistanceMessages.saved }),
        () => undefined,
      ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Catat bantuan">
      <Stack gap="sm">
        {record.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(record.error, 'Bantuan belum tersimpan')}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              label="Nominal bantuan"
              withAsterisk
              prefix="Rp "
              thousandSeparator="."
              decimalSeparator=","
              allowDecimal={false}
              allowNegative={false}
              value={field.value as number | string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.amount?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="form"
          render={({ field }) => (
            <Select
              label="Bentuk bantuan"
              withAsterisk
              data={FORM_OPTIONS}
              value={(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.form?.message}
            />
          )}
        />
        <TextInput
          type="date"
          label="Tanggal bantuan"
          withAsterisk
          {...form.register('date')}
          error={errors.date?.message}
        />
        <TextInput label="Catatan" {...form.register('note')} error={errors.note?.message} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={record.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Simpan bantuan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Bantuan yang diputuskan" on the staff proposal page (issue 36): the aid decided, recorded or
 * changed by the roles that set approval or disbursement (the server's `canRecord`).
 */
export function AssistancePanel({ idProposal }: { idProposal: number }) {
  const assistance = useAssistance(idProposal);
  if (assistance.isError && isApiError(assistance.error) && assistance.error.status === 404) return null;
  const view = assistance.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="assistance-title">
      <Stack gap="sm">
        <Title id="assistance-title" order={2} size="h4">
          Bantuan yang diputuskan
        </Title>
        {assistance.isPending ? (
          <Skeleton h={80} radius="md" />
        ) : assistance.isError ? (
          <QueryError error={assistance.error} onRetry={() => assistance.refetch()} />
        ) : (
          <>
            {view?.assistance ? (
              <AssistanceSummary assistance={view.assistance} />
            ) : (
              <Text size="sm" c="dimmed">
                {assistanceMessages.none}
              </Text>
            )}
            {view?.canRecord && <AssistanceForm idProposal={idProposal} saved={view.assistance} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
