// Only type imports from auth.ts: its values bring zod and the user schema, which this page does without.
import type { LoginResponse } from '@amal/contract/auth';
import { loginMessages } from '@amal/contract/login';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLoginMember } from '../api/login-member';
import { isLoginField, useLoginFields } from '../utils/use-login-fields';

/**
 * NIP and password, checked with the contract's login rules before anything is sent. `isAdmin`
 * (the staff login) asks the server to refuse a member without an administrator record.
 */
export function LoginForm({
  onSuccess,
  isAdmin = false,
}: {
  onSuccess: (response: LoginResponse) => void;
  isAdmin?: boolean;
}) {
  const login = useLoginMember();
  const { field, errors, check, setError } = useLoginFields();
  // The login page is prerendered: until its script runs, the browser would submit the form
  // itself. A disabled submit stops that (Enter too), and POST keeps a password out of any URL.
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = check();
    if (!values) return;
    login.mutate(isAdmin ? { ...values, isAdmin } : values, {
      onSuccess,
      onError: (error) => {
        // A 400 names the fields it rejects: show each under its field.
        if (!isApiError(error)) return;
        for (const fieldError of error.errors) {
          if (isLoginField(fieldError.path)) setError(fieldError.path, fieldError.message);
        }
      },
    });
  };

  // 401 (wrong NIP or password), 403 (not staff, on the staff login), 429 (too many attempts) and
  // anything unexpected: the server's message.
  const serverMessage =
    login.error && !(isApiError(login.error) && login.error.errors.some((e) => isLoginField(e.path)))
      ? login.error.message
      : null;

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Gagal masuk">
            {serverMessage}
          </Alert>
        )}
        <TextInput
          {...field('username')}
          label="NIP"
          description={loginMessages.nipHint}
          placeholder="ARN123-45678"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          withAsterisk
          error={errors.username}
        />
        <PasswordInput
          {...field('password')}
          label="Password"
          autoComplete="current-password"
          // Mantine's default label is English and contains "password", which would make the
          // toggle a second match for the field's label.
          visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan sandi' }}
          withAsterisk
          error={errors.password}
          // Mantine's PasswordInput marks only its wrapper as invalid; screen readers read the field.
          aria-invalid={errors.password ? true : undefined}
        />
        <Button type="submit" fullWidth loading={login.isPending} disabled={!hydrated}>
          Masuk
        </Button>
      </Stack>
    </form>
  );
}
