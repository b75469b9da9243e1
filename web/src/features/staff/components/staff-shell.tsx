import {
  Anchor,
  AppShell,
  Badge,
  Box,
  Breadcrumbs,
  Burger,
  Button,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconFileDescription,
  IconHeartHandshake,
  IconHome,
  IconListDetails,
  IconLogout,
  IconSettings,
  IconUserCheck,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ThemeToggle } from '../../../components/theme-toggle';
import '../styles';
import { STAFF_HOME, staffCrumbs, staffNavItems } from '../utils/navigation';

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 248;

/** Each page's icon, by path. */
const ICONS: Record<string, ReactNode> = {
  '/admin/proposal': <IconFileDescription size={18} aria-hidden />,
  '/admin/program': <IconListDetails size={18} aria-hidden />,
  '/admin/anggota': <IconUsers size={18} aria-hidden />,
  '/admin/verifikator-lapangan': <IconUserCheck size={18} aria-hidden />,
  '/admin/administrator': <IconUserShield size={18} aria-hidden />,
  '/admin/settings': <IconSettings size={18} aria-hidden />,
};

interface StaffShellProps {
  fullName: string;
  roles: readonly { idProgram: number; idRole: number }[];
  onLogout: () => void;
  loggingOut?: boolean;
  /** A small spinner in the header while the next page loads. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The staff area's frame, desktop first: the header (foundation, person, logout), a navbar listing
 * the pages the person's roles open (a burger below 992 px), breadcrumbs, then the page.
 */
export function StaffShell({ fullName, roles, onLogout, loggingOut, busy, children }: StaffShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = staffNavItems(roles);
  const crumbs = staffCrumbs(pathname);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? 'Tutup menu' : 'Buka menu'}
              aria-expanded={opened}
              aria-controls="staff-navbar"
            />
            <Anchor component={Link} to={STAFF_HOME} underline="never" c="inherit" fw={800} fz="xl">
              <Group gap={8} wrap="nowrap">
                <IconHeartHandshake size={26} color="var(--mantine-primary-color-filled)" aria-hidden />
                <span>Amal</span>
              </Group>
            </Anchor>
            <Badge variant="light" tt="none" visibleFrom="xs">
              Staf
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {busy && <Loader size="xs" aria-label="Memuat halaman" />}
            <Text size="sm" fw={500} maw={220} truncate="end" visibleFrom="sm">
              {fullName}
            </Text>
            <ThemeToggle />
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={onLogout}
              loading={loggingOut}
            >
              Keluar
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="staff-navbar" p="sm" aria-label="Menu staf">
        <AppShell.Section grow component={ScrollArea}>
          <Text size="sm" fw={500} hiddenFrom="sm" mb="xs" truncate="end">
            {fullName}
          </Text>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={ICONS[item.to]}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
              aria-current={pathname === item.to ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component={Link}
            to="/"
            label="Beranda anggota"
            leftSection={<IconHome size={18} aria-hidden />}
            onClick={close}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Box component="nav" aria-label="Jejak halaman" mb="md">
          <Breadcrumbs separatorMargin={6}>
            {crumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Box>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
