import { proposalMessages } from '@amal/contract/proposal-messages';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../components/ui/query-error';
import { canReviewWith, useProgramRoles } from '../../features/documents/api/get-program-roles';
import { ProposalDocuments } from '../../features/documents/components/proposal-documents';
import { useProgram } from '../../features/programs/api/get-program';
import { type MyProposal, myProposalQueryOptions } from '../../features/proposals/api/get-proposal';
import { WithMyProposal } from '../../features/proposals/components/my-proposal';
import { DOCUMENTS_AND_COMMENTS } from '../../features/proposals/components/proposal-overview';
import { proposalListsQueryKey } from '../../lib/query-keys';
import { RequireUser } from '../require-user';

/**
 * The programme's document types and the caller's roles in it (staff review, applicants upload),
 * then the proposal's documents under them.
 */
function Documents({ proposal, idViewer }: { proposal: MyProposal['proposal']; idViewer: number }) {
  const queryClient = useQueryClient();
  const program = useProgram(proposal.program.idProgram, proposal.programVersion);
  const roles = useProgramRoles(proposal.program.idProgram);
  if (program.isPending || roles.isPending)
    return <Skeleton h={200} radius="md" role="status" aria-label="Memuat dokumen" />;
  if (program.isError) return <QueryError error={program.error} onRetry={() => program.refetch()} />;
  if (roles.isError) return <QueryError error={roles.error} onRetry={() => roles.refetch()} />;
  return (
    <ProposalDocuments
      idProposal={proposal.idProposal}
      idProgram={proposal.program.idProgram}
      types={program.data.programDocumentType}
      complete={proposal.documentComplete}
      reviewer={canReviewWith(roles.data.data)}
      idViewer={idViewer}
      onChanged={() => {
        void queryClient.invalidateQueries({
          queryKey: myProposalQueryOptions(proposal.idProposal).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: proposalListsQueryKey });
      }}
    />
  );
}

function UpdateProposalView({ proposal, idViewer }: MyProposal & { idViewer: number }) {
  // While documents are missing the page is where they are completed; after, where they are read.
  const title = proposal.documentComplete ? DOCUMENTS_AND_COMMENTS : proposalMessages.completeAction;
  useDocumentTitle(`${title} · Amal`);
  const detail = `/proposal/${proposal.idProposal}`;
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Button
          component={Link}
          to={detail}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Detail Pengajuan
        </Button>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {proposal.program.name}
        </Text>
      </Stack>
      <Documents proposal={proposal} idViewer={idViewer} />
      <Button
        component={Link}
        to={detail}
        size="md"
        fullWidth
        leftSection={<IconCheck size={18} aria-hidden />}
      >
        Selesai
      </Button>
    </Stack>
  );
}

/**
 * "/update-proposal/:idProposal": "Lengkapi pengajuan", the proposal's documents (spec §2); once
 * they are complete, "Dokumen dan komentar", where a version not yet accepted can still be replaced.
 */
export function UpdateProposalRoute() {
  const idProposal = Number(useParams().idProposal);
  return (
    <RequireUser>
      {(user) => (
        <WithMyProposal idProposal={idProposal}>
          {(proposal) => <UpdateProposalView {...proposal} idViewer={user.idUser} />}
        </WithMyProposal>
      )}
    </RequireUser>
  );
}
