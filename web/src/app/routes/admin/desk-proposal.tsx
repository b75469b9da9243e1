import { apiMessages } from '@amal/contract/api-messages';
import type { DeskProposal } from '@amal/contract/desk';
import { PROPOSAL_STATUS_RETURNED } from '@amal/contract/revisions';
import { Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowDown, IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { AssessmentPanel } from '../../../features/assessment/components/assessment-panel';
import { AssistancePanel } from '../../../features/assessment/components/assistance-panel';
import { useProposalAudit } from '../../../features/audit/api/get-proposal-audit';
import { AuditTable } from '../../../features/audit/components/audit-table';
import { useDeskProposal } from '../../../features/desk/api/get-desk-proposal';
import type { DeskLinkState } from '../../../features/desk/components/desk';
import { ProposalContacts } from '../../../features/desk/components/proposal-contacts';
import { ProposalDocuments } from '../../../features/documents/components/proposal-documents';
import { WhatsAppMessages } from '../../../features/notifications/components/whatsapp-messages';
import { useProgram } from '../../../features/programs/api/get-program';
import { useLookupNames } from '../../../features/proposals/api/get-lookup-names';
import { ProposalOverview } from '../../../features/proposals/components/proposal-overview';
import { SectionSummary } from '../../../features/proposals/components/section-summary';
import { detailSections } from '../../../features/proposals/utils/detail-sections';
import { neededLookups } from '../../../features/proposals/utils/lookup-needs';
import { RegistrationMessage } from '../../../features/registration-messages/components/registration-message';
import { RevisionHistory } from '../../../features/revisions/components/revision-history';
import { SendBackPanel } from '../../../features/revisions/components/send-back-panel';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { DecisionPanel } from '../../../features/status-decisions/components/decision-panel';
import {
  StatusHistoryTable,
  statusNames,
} from '../../../features/status-decisions/components/status-history-table';
import { useVerificationResult } from '../../../features/verification/staff/api/get-verification-result';
import { VerificationResult } from '../../../features/verification/staff/components/verification-result';
import { ProposalVerifiers } from '../../../features/verifiers/components/proposal-verifiers';
import { isApiError } from '../../../lib/api-client';
import { lookupTable } from '../../../lib/lookup-options';

type Proposal = DeskProposal['proposal'];

/**
 * The submitted steps read like the form, as the member's detail draws them (the proposals
 * feature's sections, with the programme's labels and the lookups' names).
 */
function SubmittedSections({ proposal }: { proposal: Proposal }) {
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
    <Stack component="section" aria-labelledby="sections-title" gap="sm">
      <Title id="sections-title" order={2} size="h4">
        Data pengajuan
      </Title>
      {sections.map((section) => (
        <SectionSummary key={section.route} title={section.title} fields={section.fields} />
      ))}
    </Stack>
  );
}

/** Each send-back and what the applicant changed, every section drawn as the detail draws it. */
function Revisions({ detail }: { detail: DeskProposal }) {
  const program = useProgram(detail.proposal.program.idProgram, detail.proposal.programVersion);
  const versions = detail.revisions.flatMap((revision) =>
    revision.changes.flatMap((change) => [
      { [change.route]: change.before },
      { [change.route]: change.after },
    ]),
  );
  const tables = versions
    .flatMap((sections) => neededLookups(sections, program.data))
    .flatMap((name) => lookupTable(name) ?? []);
  const lookups = useLookupNames(tables);
  if (detail.revisions.length === 0 || !program.data || lookups.isPending) return null;
  const names = new Map(program.data.programSections.map((s) => [s.route, s.section.name]));
  return (
    <RevisionHistory
      revisions={detail.revisions}
      sectionName={(route) => names.get(route) ?? route}
      renderSection={(route, data) =>
        detailSections({ [route]: data }, program.data, lookups.names).map((section) => (
          <SectionSummary key={section.route} title={section.title} fields={section.fields} />
        ))
      }
    />
  );
}

/**
 * The field verification beside the applicant's answers, each side read as the submitted
 * sections are; nothing when the caller may not read it (404) or it cannot be loaded.
 */
function FieldVerification({ proposal }: { proposal: Proposal }) {
  const result = useVerificationResult(proposal.idProposal);
  const program = useProgram(proposal.program.idProgram, proposal.programVersion);
  const versions = (result.data?.sections ?? []).flatMap((s) => [
    { [s.route]: s.applicant },
    { [s.route]: s.verification?.data },
  ]);
  const tables = [...new Set(versions.flatMap((sections) => neededLookups(sections, program.data)))].flatMap(
    (name) => lookupTable(name) ?? [],
  );
  const lookups = useLookupNames(tables);
  if (!result.data || !program.data || lookups.isPending) return null;
  return (
    <VerificationResult
      view={result.data}
      describe={(route, data, family) =>
        detailSections({ family, [route]: data }, program.data, lookups.names).find((s) => s.route === route)
          ?.fields ?? []
      }
    />
  );
}

/** The audit log of the proposal, for the roles that read it. */
function ProposalAudit({ idProposal }: { idProposal: number }) {
  const audit = useProposalAudit(idProposal, true);
  return (
    <Stack component="section" aria-labelledby="audit-title" gap="sm">
      <Title id="audit-title" order={2} size="h4">
        Catatan audit
      </Title>
      {audit.isError ? (
        <QueryError error={audit.error} onRetry={() => audit.refetch()} />
      ) : audit.data ? (
        <AuditTable events={audit.data.data} caption="Tindakan staf pada pengajuan ini" />
      ) : (
        <Skeleton h={120} radius="md" />
      )}
    </Stack>
  );
}

/** "Kembalikan untuk perbaikan", with the programme's steps. */
function SendBack({ detail, onChanged }: { detail: DeskProposal; onChanged: () => void }) {
  const program = useProgram(detail.proposal.program.idProgram, detail.proposal.programVersion);
  if (!program.data) return null;
  return (
    <SendBackPanel
      idProposal={detail.proposal.idProposal}
      version={detail.version}
      sections={program.data.programSections}
      onChanged={onChanged}
    />
  );
}

/** The documents with preview, comments and, when the server says so, review. */
function Documents({
  proposal,
  canReview,
  idViewer,
  onChanged,
}: {
  proposal: Proposal;
  canReview: boolean;
  idViewer: number;
  onChanged: () => void;
}) {
  const program = useProgram(proposal.program.idProgram, proposal.programVersion);
  return (
    <Stack component="section" aria-labelledby="documents-title" gap="sm">
      <Title id="documents-title" order={2} size="h4">
        Dokumen dan komentar
      </Title>
      {program.isPending ? (
        <Skeleton h={200} radius="md" role="status" aria-label="Memuat dokumen" />
      ) : program.isError ? (
        <QueryError error={program.error} onRetry={() => program.refetch()} />
      ) : (
        <ProposalDocuments
          idProposal={proposal.idProposal}
          idProgram={proposal.program.idProgram}
          types={program.data.programDocumentType}
          complete={proposal.documentComplete}
          // Staff: nothing to upload, every version to preview; review as the server allows.
          reviewer
          canReview={canReview}
          idViewer={idViewer}
          onChanged={onChanged}
        />
      )}
    </Stack>
  );
}

function StaffProposalView({
  detail,
  idViewer,
  onChanged,
}: {
  detail: DeskProposal;
  idViewer: number;
  onChanged: () => void;
}) {
  const { proposal } = detail;
  useDocumentTitle(`Pengajuan #${proposal.idProposal} · Staf · Amal`);
  const location = useLocation();
  const back = (location.state as DeskLinkState | null)?.deskSearch ?? '';
  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to={`/admin/proposal${back}`}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Daftar pengajuan
        </Button>
        <Title order={1} size="h2">
          Pengajuan #{proposal.idProposal}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {proposal.program.name} · {proposal.status.name}
        </Text>
        {detail.allowed.decideStatus && (
          // Below 1200 px the decision comes after the whole record: a way straight to it.
          <Button
            component="a"
            href="#decision-title"
            variant="light"
            size="compact-sm"
            hiddenFrom="lg"
            leftSection={<IconArrowDown size={16} aria-hidden />}
          >
            Ke keputusan status
          </Button>
        )}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <ProposalOverview proposal={proposal} />
            <SubmittedSections proposal={proposal} />
            <Documents
              proposal={proposal}
              canReview={detail.allowed.reviewDocuments}
              idViewer={idViewer}
              onChanged={onChanged}
            />
            <Stack component="section" aria-labelledby="history-title" gap="sm">
              <Title id="history-title" order={2} size="h4">
                Riwayat status
              </Title>
              <StatusHistoryTable
                history={detail.history}
                names={statusNames(detail.history, detail.statusChoices)}
              />
            </Stack>
            <FieldVerification proposal={proposal} />
            <AssessmentPanel idProposal={proposal.idProposal} />
            <Revisions detail={detail} />
            {detail.allowed.readAudit && <ProposalAudit idProposal={proposal.idProposal} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {detail.allowed.decideStatus && (
              <DecisionPanel
                idProposal={proposal.idProposal}
                version={detail.version}
                idProposalStatus={proposal.status.idProposalStatus}
                verificationNumber={proposal.verificationNumber}
                choices={detail.statusChoices}
                onChanged={onChanged}
              />
            )}
            <AssistancePanel idProposal={proposal.idProposal} />
            {detail.allowed.sendBack && proposal.status.idProposalStatus !== PROPOSAL_STATUS_RETURNED && (
              <SendBack detail={detail} onChanged={onChanged} />
            )}
            <ProposalVerifiers
              idProposal={proposal.idProposal}
              idProgram={proposal.program.idProgram}
              canAssign={detail.allowed.assignVerifiers}
            />
            <ProposalContacts referrer={detail.referrer} reference={detail.reference} />
            {detail.allowed.decideStatus && <RegistrationMessage idProposal={proposal.idProposal} />}
            <WhatsAppMessages idProposal={proposal.idProposal} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ProposalNotFound() {
  return (
    <MessagePage
      icon={<IconFileSearch size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title={apiMessages.notFound}
      description="Pengajuan ini tidak ada, atau bukan dari program tempat Anda memegang peran."
    />
  );
}

function Loaded({ idProposal, idViewer }: { idProposal: number; idViewer: number }) {
  const detail = useDeskProposal(idProposal);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) return <ProposalNotFound />;
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  }
  return (
    <StaffProposalView detail={detail.data} idViewer={idViewer} onChanged={() => void detail.refetch()} />
  );
}

/** "/admin/proposal/:idProposal": one proposal as staff read it, and the decision on its status. */
export function StaffProposalRoute() {
  const idProposal = Number(useParams().idProposal);
  const staff = useStaffUser();
  if (!Number.isInteger(idProposal) || idProposal <= 0) return <ProposalNotFound />;
  return <Loaded idProposal={idProposal} idViewer={staff.idUser} />;
}
