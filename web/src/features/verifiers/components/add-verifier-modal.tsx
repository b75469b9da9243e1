import { GENDERS } from '@amal/contract/users';
import {
  verifierAssignmentMessages as messages,
  type NewVerifierPerson,
  type NewVerifierPersonInput,
  newVerifierPersonSchema,
} from '@amal/contract/verifiers';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { useVerifiers } from '../api/get-verifiers';
import {
  type RegistrationStep,
  registerOnProposal,
  useRefreshVerifiers,
  type VerifierChoice,
} from '../api/proposal-verifiers';
import { verifierOption } from '../utils/verifier-option';

const STEP_MESSAGES: Record<RegistrationStep, string> = {
  user: messages.savingUser,
  verifier: messages.savingVerifier,
  link: messages.linking,
};

const COMBOBOX_PROPS = { withinPortal: true } as const;
const CLOSE_LABEL = { 'aria-label': 'Tutup' } as const;

/** Someone the programme already knows as a field verifier, found by NIP or name. */
function KnownVerifier({
  idProgram,
  value,
  onChange,
}: {
  idProgram: number;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const verifiers = useVerifiers(1, { idProgram, ...(debounced ? { search: debounced } : {}) });
  const data = (verifiers.data?.data ?? []).map(verifierOption);
  return (
    <Select
      label="Verifikator"
      description="Lead verifikator, relawan yang bersedia, atau verifikator program ini"
      placeholder="Cari nama atau NIP"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={verifiers.isFetching ? 'Memuat…' : 'Tidak ditemukan'}
      data={data}
      value={value}
      onChange={onChange}
      comboboxProps={COMBOBOX_PROPS}
    />
  );
}

/**
 * "Tambah verifikator": a known verifier, or a new person saved first; then spec §4's registration
 * with its toasts. A failure takes the toast away and shows "Gagal menyimpan VL" with the server's
 * message.
 */
export function AddVerifierModal({
  idProposal,
  idProgram,
  opened,
  onClose,
}: {
  idProposal: number;
  idProgram: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'known' | 'new'>('known');
  const [known, setKnown] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshVerifiers(idProposal);
  const form = useForm<NewVerifierPersonInput, unknown, NewVerifierPerson>({
    defaultValues: { fullName: '', nip: '', whatsappNumber: '' },
    resolver: zodResolver(newVerifierPersonSchema),
  });
  const { errors } = form.formState;

  async function register(choice: VerifierChoice) {
    const id = `verifier-${idProposal}`;
    setSaving(true);
    try {
      await registerOnProposal(idProposal, choice, (step) =>
        notifications.show({ id, loading: true, autoClose: false, message: STEP_MESSAGES[step] }),
      );
      notifications.update({
        id,
        loading: false,
        color: 'teal',
        autoClose: 4000,
        message: messages.added(idProposal),
      });
      await refresh();
      form.reset();
      setKnown(null);
      onClose();
    } catch (error) {
      notifications.hide(id);
      setFailure(isApiError(error) && error.message ? error.message : messages.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  const submitNew = form.handleSubmit((person) => register({ person }));

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="Tambah verifikator lapangan"
        centered
        closeButtonProps={CLOSE_LABEL}
      >
        <Stack gap="md">
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'known' | 'new')}
            data={[
              { value: 'known', label: 'Sudah terdaftar' },
              { value: 'new', label: 'Orang baru' },
            ]}
            aria-label="Siapa verifikatornya"
          />
          {mode === 'known' ? (
            <Stack gap="md">
              <KnownVerifier idProgram={idProgram} value={known} onChange={setKnown} />
              <Group justify="flex-end">
                <Button
                  onClick={() => known && register({ idUser: Number(known) })}
                  disabled={!known}
                  loading={saving}
                >
                  Tambahkan
                </Button>
              </Group>
            </Stack>
          ) : (
            <form onSubmit={submitNew} noValidate aria-label="Verifikator baru">
              <Stack gap="md">
                <TextInput
                  {...form.register('fullName')}
                  label="Nama lengkap"
                  withAsterisk
                  error={errors.fullName?.message}
                />
                <TextInput
                  {...form.register('nip')}
                  label="NIP"
                  description="Jika ada"
                  error={errors.nip?.message}
                />
                <TextInput
                  {...form.register('whatsappNumber')}
                  label="Nomor WhatsApp"
                  placeholder="62812xxxxxxx"
                  inputMode="tel"
                  withAsterisk
                  error={errors.whatsappNumber?.message}
                />
                <Controller
                  control={form.control}
                  name="gender"
                  render={({ field }) => (
                    <Select
                      label="Jenis kelamin"
                      withAsterisk
                      data={[...GENDERS]}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value ?? undefined)}
                      error={errors.gender?.message}
                      comboboxProps={COMBOBOX_PROPS}
                    />
                  )}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={saving}>
                    Simpan dan tambahkan
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Modal>
      <Modal
        opened={failure !== null}
        onClose={() => setFailure(null)}
        title={messages.saveFailedTitle}
        centered
      >
        <Stack gap="md">
          <Text role="alert">{failure}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setFailure(null)}>
              Tutup
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
