import { canAnywhere } from '@amal/contract/staff';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { OutboxSummary } from '../../../features/notifications/components/outbox-summary';
import { SettingsForm } from '../../../features/settings/components/settings-form';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { SuperAdminOnly } from './administrator';

/** "/admin/settings": the foundation's name, customer-service address and feature flags. */
export function SettingsRoute() {
  useDocumentTitle('Pengaturan · Staf · Amal');
  const staff = useStaffUser();
  const allowed = canAnywhere(staff.administrators.administratorRoles, 'manageSettings');

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={1} size="h2">
          Pengaturan
        </Title>
        <Text c="dimmed" size="sm">
          Perubahan berlaku pada permintaan berikutnya, tanpa memulai ulang aplikasi.
        </Text>
      </div>
      {allowed ? <SettingsForm /> : <SuperAdminOnly />}
      {allowed && <OutboxSummary />}
    </Stack>
  );
}
