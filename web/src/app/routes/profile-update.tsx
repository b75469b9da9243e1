import { useDocumentTitle } from '@mantine/hooks';
import { NonMemberProfilePage } from '../../features/profile/components/non-member-profile-page';
import { RequireUser } from '../require-user';

/**
 * "/profile/update": where a Google sign-in without a member record lands (spec §1, §2, decision
 * 0046): the non-member completes their profile, then goes home. A visitor logs in first.
 */
export function ProfileUpdateRoute() {
  useDocumentTitle('Lengkapi profil · Amal');
  return <RequireUser>{(user) => <NonMemberProfilePage user={user} />}</RequireUser>;
}
