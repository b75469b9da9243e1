import { apiMessages } from '@amal/contract/api-messages';
import type { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { FieldForm } from '../../../components/form/fields';
import { isApiError } from '../../../lib/api-client';
import { messageOf, notifyError } from '../../../lib/notify-error';

/** The wizard's message when a field's error has none of its own. */
const INCOMPLETE = 'Lengkapi semua data untuk melanjutkan';

function firstMessage(errors: object): string | null {
  for (const value of Object.values(errors)) {
    if (value && typeof value === 'object') {
      if (typeof value.message === 'string' && value.message) return value.message;
      const nested = firstMessage(value);
      if (nested) return nested;
    }
  }
  return null;
}

/**
 * One of the verifier's own forms, validated with the contract's schema; a 400 from the server puts
 * its field errors on the fields (paths under the body's `data`, or at its top for the visit).
 */
export function SchemaForm({
  schema,
  defaultValues,
  onSave,
  submitLabel = 'Simpan',
  disabled,
  children,
}: {
  schema: z.ZodType;
  defaultValues: Record<string, unknown>;
  /** Throws what the server answered; a dropped network is the caller's to keep (it resolves). */
  onSave: (values: Record<string, unknown>) => Promise<void>;
  submitLabel?: string;
  disabled?: boolean;
  children: (form: FieldForm) => ReactNode;
}) {
  const form = useForm<FieldValues>({
    defaultValues,
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
  });
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      try {
        await onSave(values);
      } catch (error) {
        if (isApiError(error))
          for (const field of error.errors)
            form.setError(field.path.replace(/^data\./, ''), { message: field.message });
        notifyError(messageOf(error, apiMessages.networkError));
      } finally {
        setSaving(false);
      }
    },
    (errors) => notifyError(firstMessage(errors) ?? INCOMPLETE),
  );
  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {children(form)}
          {!disabled && (
            <Button type="submit" size="md" fullWidth loading={saving}>
              {submitLabel}
            </Button>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
