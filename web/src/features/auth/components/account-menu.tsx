import type { verifierAssignmentEndpoints } from '@amal/contract/verifiers';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClipboardCheck, IconLogout, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { callRoute } from '../../../lib/api-client';
import { useLogout } from '../api/logout';
import { loginPath } from '../utils/safe-redirect';
import { AccountButton } from './account-button';

type MyTasks = typeof verifierAssignmentEndpoints.mine;

/**
 * Whether the member has proposals to verify (GET /api/proposals/verifications), asked only once
 * the menu is opened; the same cache entry as the verification feature's list of them.
 */
const useHasVerificationTasks = () =>
  useQuery({
    queryKey: ['verification', 'tasks'],
    queryFn: ({ signal }) =>
      callRoute<MyTasks>({ method: 'GET', path: '/proposals/verifications' }, { signal }),
    select: (answer) => answer.data.length > 0,
  }).data === true;

/**
 * The account menu itself, "Profil", "Verifikasi lapangan" for a field verifier with assignments,
 * and "Keluar": loaded on the first tap of the account button.
 */
export default function AccountMenu({ fullName }: { fullName: string }) {
  const logout = useLogout();
  const verifier = useHasVerificationTasks();
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
        {verifier && (
          <Menu.Item
            component={Link}
            to="/verifikasi"
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
          >
            Verifikasi lapangan
          </Menu.Item>
        )}
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
