import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** A query that failed (server down, 500): its message and a way to try again. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Data tidak dapat dimuat"
    >
      <Stack gap="sm" align="flex-start">
        <span>{error.message}</span>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Coba lagi
        </Button>
      </Stack>
    </Alert>
  );
}
