import { patternMessages } from '@amal/contract/patterns';
import {
  type CurrentUser,
  type IdCardNumberForm as IdCardNumberValues,
  idCardNumberFormSchema,
  userMessages,
} from '@amal/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { maskNumber } from '../../../lib/format';
import { useSaveIdCardNumber } from '../api/save-id-card-number';
import { ProfileForm, unplacedError } from './profile-form';
import { TOUCH_INPUT } from './sections';

/** The number once it is on the member's record: shown, never editable here. */
function SavedIdCardNumber({ idCardNumber }: { idCardNumber: string }) {
  return (
    <TextInput
      {...TOUCH_INPUT}
      label="Nomor KTP"
      value={maskNumber(idCardNumber)}
      readOnly
      description={userMessages.identityNumberLocked}
      rightSection={<IconLock size={18} aria-hidden />}
    />
  );
}

function NewIdCardNumber({ idUser }: { idUser: number }) {
  const save = useSaveIdCardNumber();
  const form = useForm<IdCardNumberValues>({
    defaultValues: { idCardNumber: '' },
    resolver: zodResolver(idCardNumberFormSchema),
  });
  const error = form.formState.errors.idCardNumber?.message;

  const submit = form.handleSubmit(({ idCardNumber }) =>
    save.mutate(
      { idUser, idCardNumber },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: 'Nomor KTP tersimpan' }),
        onError: (failure) => {
          const fieldError = isApiError(failure)
            ? failure.errors.find((e) => e.path === 'idCardNumber')
            : undefined;
          if (fieldError) form.setError('idCardNumber', { message: fieldError.message });
        },
      },
    ),
  );
  const failure = unplacedError(save.error, (path) => path === 'idCardNumber');

  return (
    <ProfileForm onSubmit={submit} failure={failure} saving={save.isPending} submitLabel={'Simpan nomor KTP'}>
      <TextInput
        {...TOUCH_INPUT}
        {...form.register('idCardNumber')}
        label="Nomor KTP"
        description={patternMessages.ktpHint}
        placeholder="16 digit angka"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        withAsterisk
        error={error}
      />
      <Text size="sm">
        Nomor KTP hanya dapat diisi satu kali. Periksa kembali sebelum menyimpan: setelah tersimpan, nomor
        hanya dapat diubah oleh admin yayasan.
      </Text>
    </ProfileForm>
  );
}

/**
 * The member's KTP number (PATCH /api/user): filled in once here; once on their record it is
 * shown read-only, as the server refuses to change it (`userMessages.identityNumberLocked`).
 */
export function IdCardNumberForm({ user }: { user: Pick<CurrentUser, 'idUser' | 'idCardNumber'> }) {
  const saved = user.idCardNumber?.trim();
  return saved ? <SavedIdCardNumber idCardNumber={saved} /> : <NewIdCardNumber idUser={user.idUser} />;
}
