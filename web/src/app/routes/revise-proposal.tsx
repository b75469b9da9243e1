import '../../features/apply/styles';
import { revisionMessages } from '@amal/contract/revisions';
import type { CurrentUser } from '@amal/contract/users';
import { Button, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useRevision } from '../../features/apply/api/get-revision';
import { RevisionWizard } from '../../features/apply/components/revision-wizard';
import { useProgram } from '../../features/programs/api/get-program';
import { isApiError } from '../../lib/api-client';
import { proposalListsQueryKey } from '../../lib/query-keys';
import { RequireUser } from '../require-user';
import { NotFoundRoute } from './not-found';

function NothingToFix({ idProposal }: { idProposal: number }) {
  return (
    <MessagePage
      icon={<IconFileSearch size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title="Tidak ada yang perlu diperbaiki"
      description={revisionMessages.notReturned}
      actions={
        <Button component={Link} to={`/proposal/${idProposal}`}>
          Lihat pengajuan
        </Button>
      }
    />
  );
}

function Revision({ idProposal, user }: { idProposal: number; user: CurrentUser }) {
  const revision = useRevision(idProposal);
  const program = useProgram(revision.data?.idProgram ?? 0, revision.data?.programVersion);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useDocumentTitle(program.data ? `Perbaiki ${program.data.name} · Amal` : 'Perbaiki pengajuan · Amal');
  if (revision.isError) {
    if (isApiError(revision.error) && revision.error.status === 404)
      return <NothingToFix idProposal={idProposal} />;
    return <QueryError error={revision.error} onRetry={() => revision.refetch()} />;
  }
  if (program.isError) return <QueryError error={program.error} onRetry={() => program.refetch()} />;
  if (!revision.data || !program.data) return <PageLoader />;
  const onSent = () => {
    notifications.show({ color: 'teal', message: revisionMessages.resubmitted });
    void queryClient.invalidateQueries({ queryKey: proposalListsQueryKey });
    queryClient.removeQueries({ queryKey: ['revision', idProposal] });
    navigate(`/proposal/${idProposal}`, { replace: true });
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        Perbaiki pengajuan: {program.data.name}
      </Title>
      <RevisionWizard program={program.data} user={user} revision={revision.data} onSent={onSent} />
    </Stack>
  );
}

/** "/proposal/:idProposal/perbaiki": the sections staff sent back, corrected by the applicant. */
export function ReviseProposalRoute() {
  const idProposal = Number(useParams().idProposal);
  if (!Number.isInteger(idProposal) || idProposal <= 0) return <NotFoundRoute />;
  return <RequireUser>{(user) => <Revision idProposal={idProposal} user={user} />}</RequireUser>;
}
