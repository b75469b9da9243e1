import { patternMessages } from '@amal/contract/patterns';
import {
  SETUP_PASSWORD_MIN_LENGTH,
  type SetupFormOutput,
  type SetupFormValues,
  setupFormSchema,
} from '@amal/contract/setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { useCreateSuperAdmin } from '../api/create-super-admin';

const FIELDS = ['fullName', 'nip', 'whatsappNumber', 'password', 'passwordConfirm'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** Mantine's default toggle label is English and would be a second match for the field's label. */
const toggle = { 'aria-label': 'Tampilkan atau sembunyikan sandi' };

/**
 * The first super admin's name, NIP, WhatsApp number and password (twice), checked with the
 * contract's schema before POST /api/setup. `onDead`: the server says the link no longer works.
 */
export function SetupForm({
  token,
  onCreated,
  onDead,
}: {
  token: string;
  onCreated: (nip: string) => void;
  onDead: () => void;
}) {
  const form = useForm<SetupFormValues, unknown, SetupFormOutput>({
    defaultValues: { fullName: '', nip: '', whatsappNumber: '', password: '', passwordConfirm: '' },
    resolver: zodResolver(setupFormSchema),
  });
  const create = useCreateSuperAdmin();
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ passwordConfirm: _, ...values }) =>
    create.mutate(
      { token, ...values },
      {
        onSuccess: (created) => onCreated(created.nip),
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.status === 404) return onDead();
          for (const fieldError of error.errors) {
            if (isField(fieldError.path)) form.setError(fieldError.path, { message: fieldError.message });
          }
        },
      },
    ),
  );

  // 429 and anything unexpected: the server's message above the form.
  const serverMessage =
    create.error && !(isApiError(create.error) && create.error.errors.some((e) => isField(e.path)))
      ? create.error.message
      : null;

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverMessage && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="Gagal membuat akun"
          >
            {serverMessage}
          </Alert>
        )}
        <TextInput
          {...form.register('fullName')}
          label="Nama lengkap"
          autoComplete="name"
          withAsterisk
          error={errors.fullName?.message}
        />
        <TextInput
          {...form.register('nip')}
          label="NIP"
          description={patternMessages.nipHint}
          placeholder="ARN123-45678"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          withAsterisk
          error={errors.nip?.message}
        />
        <TextInput
          {...form.register('whatsappNumber')}
          label="Nomor WhatsApp"
          description={patternMessages.whatsappHint}
          placeholder="6281234567890"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          withAsterisk
          error={errors.whatsappNumber?.message}
        />
        <PasswordInput
          {...form.register('password')}
          label="Password"
          description={`Minimal ${SETUP_PASSWORD_MIN_LENGTH} karakter`}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          withAsterisk
          error={errors.password?.message}
          // Mantine's PasswordInput marks only its wrapper as invalid; screen readers read the field.
          aria-invalid={errors.password ? true : undefined}
        />
        <PasswordInput
          {...form.register('passwordConfirm')}
          label="Ulangi password"
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          withAsterisk
          error={errors.passwordConfirm?.message}
          aria-invalid={errors.passwordConfirm ? true : undefined}
        />
        <Button type="submit" fullWidth loading={create.isPending}>
          Buat akun
        </Button>
      </Stack>
    </form>
  );
}
