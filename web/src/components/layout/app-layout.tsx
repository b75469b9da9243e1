import { Anchor, Box, Container, Group, Loader } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../theme-toggle';

/** The sticky header's height in px, which the toasts keep clear of (app/provider.module.css). */
export const HEADER_HEIGHT = 56;

interface AppLayoutProps {
  /** The logged-in user's menu; nothing for a visitor. */
  userMenu?: ReactNode;
  /** Shows a small spinner while the next page loads. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The header: the app name, the theme switch and the user menu. It renders again only when those
 * change, not on every navigation (a wizard step change is one).
 */
const AppHeader = memo(function AppHeader({ userMenu, busy }: Omit<AppLayoutProps, 'children'>) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="md" h={HEADER_HEIGHT}>
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
  );
});

/** The frame of every page: the header, then the page. Drawn again only when its props change. */
export const AppLayout = memo(function AppLayout({ userMenu, busy, children }: AppLayoutProps) {
  return (
    <>
      <AppHeader userMenu={userMenu} busy={busy} />
      <Container component="main" size="md" py="lg" px={{ base: 'md', sm: 'lg' }}>
        {children}
      </Container>
    </>
  );
});
