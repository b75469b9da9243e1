import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../api/logout';
import { loginPath } from '../utils/safe-redirect';
import { AccountButton } from './account-button';

/** The account menu itself, "Profil" and "Keluar": loaded on the first tap of the account button. */
export default function AccountMenu({ fullName }: { fullName: string }) {
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
    <Menu position="bottom-end" width={200} withinPortal defaultOpened>
      <Menu.Target>
        <AccountButton fullName={fullName} />
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
