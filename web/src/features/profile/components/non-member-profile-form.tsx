import '../styles';
import { type CompleteProfileInput, completeProfileSchema } from '@amal/contract/google';
import { patternMessages } from '@amal/contract/patterns';
import { type CurrentUser, GENDERS } from '@amal/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { choiceOptions, type FieldForm, RadioField, TextField } from '../../../components/form/fields';
import { isApiError } from '../../../lib/api-client';
import { useCompleteProfile } from '../api/complete-profile';
import { ProfileForm, unplacedError } from './profile-form';

type FormInput = z.input<typeof completeProfileSchema>;
const FIELDS = ['fullName', 'whatsappNumber', 'gender', 'dateOfBirth'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);
const GENDER_OPTIONS = choiceOptions(GENDERS);
// Touch targets of 44 px at the default size, so that the texts, the radios and the date line up.
const INPUT = { styles: { input: { minHeight: 44 } } } as const;

/**
 * "/profile/update": a non-member (an account a Google sign-in made) gives full name, WhatsApp,
 * gender and date of birth (spec §1, §2), checked with the contract's `completeProfileSchema`, and
 * saved with PUT /api/user/profile; then `onSaved` (home).
 */
export function NonMemberProfileForm({
  user,
  onSaved,
}: {
  user: Pick<CurrentUser, 'fullName' | 'whatsappNumber' | 'gender' | 'dateOfBirth'>;
  onSaved: () => void;
}) {
  const save = useCompleteProfile();
  const form = useForm<FormInput, unknown, CompleteProfileInput>({
    defaultValues: {
      fullName: user.fullName ?? '',
      whatsappNumber: user.whatsappNumber ?? '',
      gender: (user.gender ?? '') as FormInput['gender'],
      dateOfBirth: user.dateOfBirth ?? '',
    },
    resolver: zodResolver(completeProfileSchema),
  });
  const fields = form as unknown as FieldForm;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (failure) => {
        // A 400 or 409 naming a field (a WhatsApp number already registered): under that field.
        if (!isApiError(failure)) return;
        for (const fieldError of failure.errors)
          if (isField(fieldError.path)) form.setError(fieldError.path, { message: fieldError.message });
      },
    }),
  );
  const failure = unplacedError(save.error, isField);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Lengkapi profil
        </Title>
        <Text c="dimmed" size="sm">
          Akun Google Anda belum terdaftar sebagai anggota yayasan. Lengkapi data berikut sebelum melanjutkan.
        </Text>
      </Stack>
      <ProfileForm onSubmit={submit} failure={failure} saving={save.isPending} submitLabel="Simpan">
        <TextField
          {...INPUT}
          form={fields}
          name="fullName"
          label="Nama lengkap"
          autoComplete="name"
          withAsterisk
        />
        <TextField
          {...INPUT}
          form={fields}
          name="whatsappNumber"
          label="Nomor WhatsApp"
          description={patternMessages.whatsappHint}
          placeholder="62813xxxxx"
          inputMode="tel"
          autoComplete="tel"
          withAsterisk
        />
        <RadioField
          form={fields}
          name="gender"
          label="Jenis kelamin"
          options={GENDER_OPTIONS}
          inline
          withAsterisk
        />
        <TextField
          {...INPUT}
          form={fields}
          name="dateOfBirth"
          type="date"
          label="Tanggal lahir"
          autoComplete="bday"
          withAsterisk
        />
      </ProfileForm>
    </Stack>
  );
}
