import '../../features/apply/styles';
import { canOpenApplicationTiles } from '@amal/contract/home-menu';
import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useDraft } from '../../features/apply/api/get-draft';
import { OlderFormNotice } from '../../features/apply/components/older-form-notice';
import { Wizard } from '../../features/apply/components/wizard';
import { ApplicationLocked } from '../../features/profile/components/application-locked';
import { useProgram } from '../../features/programs/api/get-program';
import { programAvailability } from '../../lib/program-availability';
import { RequireUser } from '../require-user';
import { NotFoundRoute } from './not-found';

function ProgramWizard({
  idProgram,
  user,
}: {
  idProgram: number;
  user: Parameters<typeof Wizard>[0]['user'];
}) {
  const current = useProgram(idProgram);
  const draft = useDraft(idProgram);
  // A draft begun on an earlier form carries on with it (decision 0051).
  const draftVersion = draft.data?.programVersion;
  const older =
    draftVersion !== undefined && current.data && draftVersion < current.data.version
      ? draftVersion
      : undefined;
  const earlier = useProgram(older === undefined ? 0 : idProgram, older);
  const program = older === undefined ? current : earlier;
  useDocumentTitle(program.data ? `${program.data.name} - Amal` : 'Ajukan Bantuan - Amal');
  if (program.isPending || draft.isPending) return <PageLoader />;
  if (program.isError) {
    if ('status' in program.error && program.error.status === 404) return <NotFoundRoute />;
    return <QueryError error={program.error} onRetry={() => program.refetch()} />;
  }
  const availability = programAvailability(program.data);
  if (!availability.open) {
    return (
      <MessagePage
        icon={<IconCalendarOff size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
        title={program.data.name}
        description={`${availability.label}: program ini tidak dapat diajukan saat ini.`}
        actions={
          <Button component={Link} to="/pengajuan-bantuan">
            Lihat program lain
          </Button>
        }
      />
    );
  }
  return (
    <>
      {older !== undefined && draft.data ? (
        <OlderFormNotice idProgram={idProgram} idTempProposal={draft.data.idTempProposal} />
      ) : null}
      <Wizard key={program.data.version} program={program.data} user={user} />
    </>
  );
}

/** "/pengajuan-bantuan/:idProgram": the application wizard of a programme (lazy chunk). */
export function ApplyProgramRoute() {
  const idProgram = Number(useParams().idProgram);
  if (!Number.isInteger(idProgram) || idProgram <= 0) return <NotFoundRoute />;
  return (
    <RequireUser>
      {(user) =>
        canOpenApplicationTiles(user) ? (
          <ProgramWizard idProgram={idProgram} user={user} />
        ) : (
          <ApplicationLocked user={user} />
        )
      }
    </RequireUser>
  );
}
