import {
  type Assessment,
  assessmentCreateSchema,
  assessmentMessages,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
} from '@amal/contract/assessment';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../lib/notify-error';
import { useSaveAssessment } from '../api/assessment';

const formSchema = assessmentCreateSchema.pick({ recommendation: true, note: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The assessor's recommendation and note. Saving takes a fresh snapshot of the inputs: the assessor
 * judged on today's data (decision 0044).
 */
export function AssessmentForm({ idProposal, own }: { idProposal: number; own: Assessment | null }) {
  const save = useSaveAssessment(idProposal);
  const form = useForm<FormInput, unknown, FormOutput>({
    defaultValues: { recommendation: own?.recommendation ?? '', note: own?.note ?? '' },
    resolver: zodResolver(formSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save
      .mutateAsync(
        own
          ? { update: { idVerificationAssesor: own.idVerificationAssesor, ...values } }
          : { create: { idProposal, ...values } },
      )
      .then(
        () => notifications.show({ color: 'teal', message: assessmentMessages.saved }),
        () => undefined,
      ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Penilaian Anda">
      <Stack gap="sm">
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(save.error, 'Penilaian belum tersimpan')}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="recommendation"
          render={({ field }) => (
            <Radio.Group
              label="Rekomendasi"
              withAsterisk
              value={(field.value as string) ?? ''}
              onChange={field.onChange}
              error={errors.recommendation?.message}
            >
              <Stack gap="xs" mt={4}>
                {RECOMMENDATIONS.map((value) => (
                  <Radio key={value} value={value} label={RECOMMENDATION_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label="Catatan penilaian"
          withAsterisk
          rows={4}
          {...form.register('note')}
          error={errors.note?.message}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Simpan penilaian
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
