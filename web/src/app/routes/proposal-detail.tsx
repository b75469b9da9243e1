import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DecidedAssistance } from '../../features/assessment/components/decided-assistance';
import { useProgram } from '../../features/programs/api/get-program';
import { useLookupNames } from '../../features/proposals/api/get-lookup-names';
import type { MyProposal } from '../../features/proposals/api/get-proposal';
import { WithMyProposal } from '../../features/proposals/components/my-proposal';
import {
  ChildProposals,
  DocumentNotice,
  ProposalOverview,
  RevisionNotice,
} from '../../features/proposals/components/proposal-overview';
import { RecipientResponseCard } from '../../features/proposals/components/recipient-response';
import { SectionSummary } from '../../features/proposals/components/section-summary';
import { StatusTimeline } from '../../features/proposals/components/status-timeline';
import { detailSections } from '../../features/proposals/utils/detail-sections';
import { neededLookups } from '../../features/proposals/utils/lookup-needs';
import { lookupTable } from '../../lib/lookup-options';
import { RequireUser } from '../require-user';

/**
 * The submitted steps, read with the programme's labels and order and the names of the ids they
 * hold. Shown once those are in, so the fields do not reorder and relabel under the reader's eyes;
 * if one fails the steps still show, with what is known.
 */
function SubmittedSections({ proposal }: { proposal: MyProposal['proposal'] }) {
  const program = useProgram(proposal.program.idProgram, proposal.programVersion);
  const tables = neededLookups(proposal.sections, program.data).flatMap((name) => lookupTable(name) ?? []);
  const lookups = useLookupNames(tables);
  if (program.isPending || lookups.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Memuat data pengajuan">
        <Skeleton h={160} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  const sections = detailSections(proposal.sections, program.data, lookups.names);
  if (sections.length === 0) return null;
  return (
    <Stack component="section" aria-label="Data pengajuan" gap="sm">
      <Title order={2} size="h4">
        Data pengajuan
      </Title>
      {sections.map((section) => (
        <SectionSummary key={section.route} title={section.title} fields={section.fields} />
      ))}
    </Stack>
  );
}

function ProposalDetailView({ by, proposal }: MyProposal) {
  useDocumentTitle(`${proposal.program.name} · Amal`);
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Button
          component={Link}
          to="/proposal"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Pengajuan Berjalan
        </Button>
        <Title order={1} size="h2">
          Detail Pengajuan
        </Title>
      </Stack>
      {/* The recipient answers a proposal someone else made for them, first of all. */}
      {by === 'reference' && <RecipientResponseCard proposal={proposal} />}
      <ProposalOverview proposal={proposal} />
      <DecidedAssistance idProposal={proposal.idProposal} />
      <RevisionNotice proposal={proposal} by={by} />
      <DocumentNotice
        idProposal={proposal.idProposal}
        complete={proposal.documentComplete}
        canComplete={by === 'referer'}
      />
      <ChildProposals proposal={proposal} />
      <SubmittedSections proposal={proposal} />
      <Stack component="section" aria-label="Riwayat status" gap="sm">
        <Title order={2} size="h4">
          Riwayat status
        </Title>
        <StatusTimeline history={proposal.proposalStatusHistory} />
      </Stack>
    </Stack>
  );
}

/** "/proposal/:idProposal": one of my proposals, as its referrer or its recipient. */
export function ProposalDetailRoute() {
  const idProposal = Number(useParams().idProposal);
  return (
    <RequireUser>
      {() => (
        <WithMyProposal idProposal={idProposal}>
          {(proposal) => <ProposalDetailView {...proposal} />}
        </WithMyProposal>
      )}
    </RequireUser>
  );
}
