import { apiMessages } from '@amal/contract/api-messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically right after a new
 * version was deployed): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center py="xl" px="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Title order={1} size="h2">
          {apiMessages.errorTitle}
        </Title>
        <Text c="dimmed">Halaman tidak dapat ditampilkan. Silakan muat ulang halaman.</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          Muat ulang
        </Button>
      </Stack>
    </Center>
  );
}
