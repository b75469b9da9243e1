import type { MemberDetail } from '@amal/contract/members';
import { memberMessages } from '@amal/contract/members';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { notifyError } from '../../../lib/notify-error';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { refusalOf } from '../utils/member-form';

export type MemberForm = UseFormReturn<FieldValues>;

interface CorrectionFormProps {
  /** The page's contract schema: the member's own forms' rules and messages. */
  schema: z.ZodType;
  defaultValues: Record<string, unknown>;
  /** The fields of the page, under which the server's field errors are shown. */
  fields: readonly string[];
  /** Sends the page's values with the version they were read at; answers the member after it. */
  save: (values: Record<string, unknown>) => Promise<MemberDetail>;
  /** Reads the record again after someone else changed it. */
  reload: () => Promise<unknown>;
  children: (form: MemberForm) => ReactNode;
}

/**
 * One page of a member's record as a form, for a caller who may correct it: checked by the page's contract schema before it is
 * sent, then by the server, whose refusals show under their fields (a number someone else has), as
 * a notice to reload (someone changed the record meanwhile), or as a notification. The parent keys
 * it by the record's version, so a saved or reloaded record starts it again from the new values.
 */
export function CorrectionForm({
  schema,
  defaultValues,
  fields,
  save,
  reload,
  children,
}: CorrectionFormProps) {
  const form = useForm<FieldValues>({
    defaultValues,
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
  });
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty);

  const submit = form.handleSubmit(async (values) => {
    if (!isDirty) {
      notifications.show({ color: 'blue', message: memberMessages.noChange });
      return;
    }
    try {
      await save(values);
      notifications.show({ color: 'teal', message: memberMessages.saved });
    } catch (error) {
      const refusal = refusalOf(error, fields);
      if (refusal.kind === 'fields') {
        for (const { path, message } of refusal.errors)
          form.setError(path, { message }, { shouldFocus: true });
        notifyError(refusal.errors[0]?.message ?? refusal.message);
      } else if (refusal.kind === 'stale') {
        setStale(refusal.message);
      } else {
        notifyError(refusal.message);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {stale ? (
          <Alert color="yellow" variant="light" title="Data sudah berubah">
            <Stack gap="sm" align="flex-start">
              <span>{stale}</span>
              <Button
                size="xs"
                variant="white"
                color="yellow"
                loading={reloading}
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={async () => {
                  setReloading(true);
                  try {
                    await reload();
                  } finally {
                    setReloading(false);
                  }
                }}
              >
                Muat ulang
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Stack gap="sm">{children(form)}</Stack>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={stale !== null}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Simpan Perubahan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
