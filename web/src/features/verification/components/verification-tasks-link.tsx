import { Alert, Anchor } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useVerificationTasks } from '../api/get-verification-tasks';

/** For a member who is also a field verifier: the way to their assignments; nothing for others. */
export function VerificationTasksLink() {
  const tasks = useVerificationTasks();
  const count = tasks.data?.data.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="teal" variant="light" icon={<IconClipboardCheck aria-hidden />} title="Verifikasi lapangan">
      <Anchor component={Link} to="/verifikasi" size="sm">
        {count} proposal menunggu verifikasi lapangan Anda
      </Anchor>
    </Alert>
  );
}
