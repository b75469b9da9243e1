import { proposalMessages } from '@amal/contract/proposal-messages';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCheck, IconFileSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { canReviewWith, useProgramRoles } from '../../features/documents/api/get-program-roles';
import { ProposalDocuments } from '../../features/documents/components/proposal-documents';
import { useProgram } from '../../features/programs/api/get-program';
import {
  type MyProposal,
  myProposalQueryOptions,
  useMyProposal,
} from '../../features/proposals/api/get-proposal';
import { isApiError } from '../../lib/api-client';
import { proposalListsQueryKey } from '../../lib/query-keys';
import { RequireUser } from '../require-user';

/** Someone else's proposal, or one that does not exist: the same answer, so nothing leaks. */
function ProposalNotFound() {
  return (
    <MessagePage
      icon={<IconFileSearch size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title="Data tidak ditemukan"
      description="Pengajuan ini tidak ada atau bukan milik Anda."
    />
  );
}

/**
 * The programme's document types and the caller's roles in it (staff review, applicants upload),
 * then the proposal's documents under them.
 */
function Documents({ proposal, idViewer }: { proposal: MyProposal['proposal']; idViewer: number }) {
  const queryClient = useQueryClient();
  const program = useProgram(proposal.program.idProgram);
  const roles = useProgramRoles(proposal.program.idProgram);
  if (program.isPending || roles.isPending)
    return <Skeleton h={200} radius="md" aria-label="Memuat dokumen" />;
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
  useDocumentTitle(`${proposalMessages.completeAction} · Amal`);
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
          {proposalMessages.completeAction}
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

function UpdateProposalPage({ idProposal, idViewer }: { idProposal: number; idViewer: number }) {
  const query = useMyProposal(idProposal);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ProposalNotFound />;
    return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  }
  return <UpdateProposalView {...query.data} idViewer={idViewer} />;
}

/** "/update-proposal/:idProposal": "Lengkapi pengajuan", the proposal's documents (spec §2). */
export function UpdateProposalRoute() {
  const idProposal = Number(useParams().idProposal);
  return (
    <RequireUser>
      {(user) =>
        Number.isInteger(idProposal) && idProposal > 0 ? (
          <UpdateProposalPage idProposal={idProposal} idViewer={user.idUser} />
        ) : (
          <ProposalNotFound />
        )
      }
    </RequireUser>
  );
}
