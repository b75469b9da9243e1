import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { TOUCH_BUTTON } from './sections';

/** A refusal that no field of the form shows: the server's message, or null. */
export function unplacedError(error: Error | null, isField: (path: string) => boolean): string | null {
  if (!error) return null;
  return isApiError(error) && error.errors.some((e) => isField(e.path)) ? null : error.message;
}

interface ProfileFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the server refused that no field shows ("Gagal menyimpan"). */
  failure: string | null;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** One form of "Lengkapi data": its fields, the refusal no field shows, and its save button. */
export function ProfileForm({ onSubmit, failure, saving, submitLabel, children }: ProfileFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Gagal menyimpan">
            {failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} {...TOUCH_BUTTON}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
