import { Center, Loader } from '@mantine/core';

/** What a page shows while its first data or code is on the way. */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Memuat" />
    </Center>
  );
}
