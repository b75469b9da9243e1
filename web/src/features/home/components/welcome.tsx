import { foundationPhrase } from '@amal/contract/home';
import { Box, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';

// The carousel and Embla are only needed by visitors: they load after the text and the button, and
// never in the prerendered page (their stylesheet comes with their code, decision 0029).
const WelcomeCarousel = lazy(() =>
  import('./welcome-carousel').then((module) => ({ default: module.WelcomeCarousel })),
);

/** Slides are 16:9 plus a caption; the placeholder keeps that room so nothing jumps. */
const CarouselPlaceholder = () => <Skeleton radius="md" style={{ aspectRatio: '16 / 10' }} />;

/**
 * The visitor's home: what the product is, a carousel and the way in. The build prerenders it with
 * the foundation's name slot in the text (decision 0029), which is why that sentence is one string.
 */
export function Welcome({ foundationName }: { foundationName?: string }) {
  const hydrated = useHydrated();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
      <Stack gap="md" justify="center">
        <Title order={1} size="h2">
          Selamat datang di Amal
        </Title>
        <Text size="lg">
          {`Amal adalah program bantuan sosial${foundationPhrase(foundationName)} untuk semua yang membutuhkan. ` +
            'Ajukan bantuan pendidikan, kesehatan, air bersih, santunan dhuafa, dan program lainnya, untuk ' +
            'diri sendiri atau untuk orang lain yang Anda kenal, lalu pantau prosesnya hingga bantuan tersalurkan.'}
        </Text>
        <Box>
          <Button component={Link} to="/login" size="md" leftSection={<IconLogin2 size={20} aria-hidden />}>
            Masuk
          </Button>
        </Box>
      </Stack>
      {hydrated ? (
        <Suspense fallback={<CarouselPlaceholder />}>
          <WelcomeCarousel />
        </Suspense>
      ) : (
        <CarouselPlaceholder />
      )}
    </SimpleGrid>
  );
}
