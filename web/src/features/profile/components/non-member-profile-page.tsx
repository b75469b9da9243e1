import type { CurrentUser } from '@amal/contract/users';
import { Paper } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { NonMemberProfileForm } from './non-member-profile-form';

/**
 * "/profile/update" for a logged-in user: the form for a non-member; a member (a NIP) keeps their
 * data on the education site, so they are sent to their profile.
 */
export function NonMemberProfilePage({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  if (user.nip) return <Navigate to="/profile" replace />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} w="100%" maw={560} mx="auto">
      <NonMemberProfileForm user={user} onSaved={() => navigate('/', { replace: true })} />
    </Paper>
  );
}
