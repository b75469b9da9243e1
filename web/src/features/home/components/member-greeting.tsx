import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader';

/**
 * The top of the member's home. The server's page draws it with the member's name before any
 * script has run (decision 0013), so the app's first render must draw it the same.
 */
export function MemberGreeting({ name }: { name: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        Assalamu'alaikum, {name}
      </Title>
      <Text c="dimmed">Apa yang ingin Anda lakukan hari ini?</Text>
    </Stack>
  );
}

/** The member's home while its code is on the way: the greeting, and the loader below it. */
export function MemberHomePending({ name }: { name: string }) {
  return (
    <Stack gap="xl">
      <MemberGreeting name={name} />
      <PageLoader />
    </Stack>
  );
}
