import { canOpenApplicationTiles } from '@amal/contract/home-menu';
import { useDocumentTitle } from '@mantine/hooks';
import { ApplicationLocked } from '../../features/profile/components/application-locked';
import { ProgramChoice } from '../../features/programs/components/program-choice';
import { RequireUser } from '../require-user';

/** "/pengajuan-bantuan": the choice of programme. */
export function ApplyRoute() {
  useDocumentTitle('Ajukan Bantuan - Amal');
  return (
    <RequireUser>
      {(user) => (canOpenApplicationTiles(user) ? <ProgramChoice /> : <ApplicationLocked user={user} />)}
    </RequireUser>
  );
}
