import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { QueryError } from '../../components/ui/query-error';
import { useVerificationTasks } from '../../features/verification/api/get-verification-tasks';
import { VerificationTaskList } from '../../features/verification/components/verification-task-list';
import { RequireUser } from '../require-user';

function Tasks() {
  const tasks = useVerificationTasks();
  if (tasks.isError) return <QueryError error={tasks.error} onRetry={() => tasks.refetch()} />;
  if (!tasks.data) return <Skeleton height={120} radius="md" />;
  return <VerificationTaskList tasks={tasks.data.data} />;
}

/** "/verifikasi": the proposals a field verifier is assigned to visit (issue 35 item 2). */
export function VerificationTasksRoute() {
  useDocumentTitle('Verifikasi Lapangan · Amal');
  return (
    <RequireUser>
      {() => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Verifikasi Lapangan
            </Title>
            <Text c="dimmed">Proposal yang ditugaskan kepada Anda, kunjungan terdekat lebih dulu.</Text>
          </Stack>
          <Tasks />
        </Stack>
      )}
    </RequireUser>
  );
}
