import { authMessages, type LoginResponse, loginMemberSchema } from '@amal/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { useLoginMember } from '../api/login-member';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/** NIP and password, checked with the contract's login schema before anything is sent. */
export function LoginForm({ onSuccess }: { onSuccess: (response: LoginResponse) => void }) {
  const login = useLoginMember();
  const form = useForm({
    resolver: zodResolver(loginMemberSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess,
      onError: (error) => {
        // A 400 names the fields it rejects: show each under its field.
        if (!isApiError(error)) return;
        for (const fieldError of error.errors) {
          if (isField(fieldError.path)) form.setError(fieldError.path, { message: fieldError.message });
        }
      },
    });
  });

  // 401 (wrong NIP or password), 429 (too many attempts) and anything unexpected: the server's message.
  const serverMessage =
    login.error && !(isApiError(login.error) && login.error.errors.some((e) => isField(e.path)))
      ? login.error.message
      : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Gagal masuk">
            {serverMessage}
          </Alert>
        )}
        <TextInput
          {...form.register('username')}
          label="NIP"
          description={authMessages.nipHint}
          placeholder="ARN123-45678"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          withAsterisk
          error={errors.username?.message}
        />
        <PasswordInput
          {...form.register('password')}
          label="Password"
          autoComplete="current-password"
          // Mantine's default label is English and contains "password", which would make the
          // toggle a second match for the field's label.
          visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan sandi' }}
          withAsterisk
          error={errors.password?.message}
          // Mantine's PasswordInput marks only its wrapper as invalid; screen readers read the field.
          aria-invalid={errors.password ? true : undefined}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          Masuk
        </Button>
      </Stack>
    </form>
  );
}
