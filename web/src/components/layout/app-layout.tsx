import { Anchor, Box, Container, Group, Loader } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../theme-toggle';

interface AppLayoutProps {
  /** The logged-in user's menu; nothing for a visitor. */
  userMenu?: ReactNode;
  /** Shows a small spinner while the next page loads. */
  busy?: boolean;
  children: ReactNode;
}

/** The frame of every page: a header with the app name, the theme switch and the user menu. */
export function AppLayout({ userMenu, busy, children }: AppLayoutProps) {
  return (
    <>
      <Box
        component="header"
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md" h={56}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} to="/" underline="never" c="inherit" fw={800} fz="xl">
              <Group gap={8} wrap="nowrap">
                <IconHeartHandshake size={26} color="var(--mantine-primary-color-filled)" aria-hidden />
                <span>Amal</span>
              </Group>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              {busy && <Loader size="xs" aria-label="Memuat halaman" />}
              <ThemeToggle />
              {userMenu}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="lg" px={{ base: 'md', sm: 'lg' }}>
        {children}
      </Container>
    </>
  );
}
