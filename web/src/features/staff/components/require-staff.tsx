import { staffMessages } from '@amal/contract/staff';
import type { CurrentUser } from '@amal/contract/users';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { staffLoginPath } from '../utils/staff-paths';

/** A logged-in user with an administrator record, and their roles per programme. */
export type StaffUser = CurrentUser & { administrators: NonNullable<CurrentUser['administrators']> };

/** A member without an administrator record: the staff area is not theirs. */
export function NotStaff() {
  return (
    <MessagePage
      icon={<IconShieldLock size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title={staffMessages.notAdmin}
      description="Halaman ini hanya untuk pengurus yayasan. Pengajuan Anda sendiri ada di beranda anggota."
    />
  );
}

/**
 * Renders its children for staff; a visitor goes to the staff login, which brings them back here,
 * and a member without an administrator record is told so.
 */
export function RequireStaff({
  user,
  children,
  notStaff = <NotStaff />,
}: {
  /** The session's user: null for a visitor. */
  user: CurrentUser | null;
  children: (staff: StaffUser) => ReactNode;
  /** What a member who is not staff sees (the page may frame NotStaff with the member's header). */
  notStaff?: ReactNode;
}) {
  const location = useLocation();
  if (!user) return <Navigate to={staffLoginPath(`${location.pathname}${location.search}`)} replace />;
  if (!user.administrators) return <>{notStaff}</>;
  return <>{children(user as StaffUser)}</>;
}
