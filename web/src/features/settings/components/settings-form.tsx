import { type Settings, type SettingsInput, settingsMessages, settingsSchema } from '@amal/contract/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';

const FIELDS = ['foundationName', 'customerServiceUrl', 'handoverProof'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

function SettingsFields({ settings }: { settings: Settings }) {
  const save = useSaveSettings();
  const form = useForm<SettingsInput, unknown, Settings>({
    defaultValues: settings,
    resolver: zodResolver(settingsSchema),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifications.show({ color: 'teal', title: 'Tersimpan', message: settingsMessages.saved });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const fieldError of error.errors) {
          if (isField(fieldError.path)) form.setError(fieldError.path, { message: fieldError.message });
        }
      },
    }),
  );
  const unplaced = save.error && !(isApiError(save.error) && save.error.errors.some((e) => isField(e.path)));

  return (
    <form onSubmit={submit} noValidate aria-label="Pengaturan">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Yayasan
            </Title>
            <TextInput
              {...form.register('foundationName')}
              label="Nama yayasan"
              description="Tampil di halaman sambutan dan di pesan persetujuan pengajuan"
              withAsterisk
              maxLength={100}
              error={errors.foundationName?.message}
            />
            <TextInput
              {...form.register('customerServiceUrl')}
              label="Alamat layanan pelanggan"
              description="Dibuka oleh tombol “Hubungi Admin”, misalnya https://wa.me/62811xxxxxxx"
              withAsterisk
              inputMode="url"
              autoComplete="url"
              error={errors.customerServiceUrl?.message}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Fitur
            </Title>
            <Controller
              control={form.control}
              name="handoverProof"
              render={({ field }) => (
                <Switch
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  label="Unggah bukti serah terima"
                  description="Verifikator lapangan dapat mengirim foto bukti serah terima bantuan"
                  error={errors.handoverProof?.message}
                />
              )}
            />
          </Stack>
        </Paper>
        {unplaced ? (
          <Alert color="red" variant="light">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Simpan pengaturan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The foundation's settings (`/admin/settings`): its name, the customer-service address and the
 * handover-proof flag. The running app shows a change at the next request, without a restart.
 */
export function SettingsForm() {
  const settings = useSettings();
  if (settings.isPending) return <Skeleton height={320} radius="md" />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  return <SettingsFields settings={settings.data} />;
}
