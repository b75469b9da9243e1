import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../api/logout';
import { loginPath } from '../utils/safe-redirect';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The logged-in user's menu in the header: "Profil" and "Keluar". */
export function UserMenu({ fullName }: { fullName: string }) {
  const logout = useLogout();
  const location = useLocation();
  const navigate = useNavigate();

  const signOut = () => {
    const prev = `${location.pathname}${location.search}`;
    logout.mutate(undefined, {
      onSuccess: () => navigate(loginPath(prev), { replace: true }),
      onError: (error) => notifications.show({ color: 'red', title: 'Gagal keluar', message: error.message }),
    });
  };

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Akun ${fullName}`} py={4} px={6} style={{ borderRadius: 8 }}>
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Avatar size={30} radius="xl" color="teal" aria-hidden>
              {initials(fullName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profil
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={logout.isPending}
        >
          Keluar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
