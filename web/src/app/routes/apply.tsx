import { useDocumentTitle } from '@mantine/hooks';
import { ProgramChoice } from '../../features/programs/components/program-choice';
import { RequireUser } from '../require-user';

/** "/pengajuan-bantuan": the choice of programme. */
export function ApplyRoute() {
  useDocumentTitle('Ajukan Bantuan - Amal');
  return <RequireUser>{() => <ProgramChoice />}</RequireUser>;
}
