import { PROPOSAL_STATUS_RETURNED } from '@amal/contract/constants';
import { proposalMessages } from '@amal/contract/proposal-messages';
import type { ProposalDetail } from '@amal/contract/proposals';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFiles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IncompleteHint } from '../../../components/ui/incomplete-hint';
import { formatDate } from '../../../lib/format';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who and what the proposal is: programme, dates, the people and the organisation. */
export function ProposalOverview({ proposal }: { proposal: ProposalDetail }) {
  const lastChange = proposal.proposalStatusHistory.at(-1)?.createdAt;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {proposal.program.name}
          </Title>
          <Badge variant="light" tt="none">
            {proposal.status.name}
          </Badge>
        </Group>
        <Stack component="dl" gap={8} m={0}>
          <Line label="Tanggal pengajuan">{formatDate(proposal.createdAt)}</Line>
          {lastChange && <Line label="Status terakhir diperbarui">{formatDate(lastChange)}</Line>}
          {proposal.verificationNumber && <Line label="Nomor verifikasi">{proposal.verificationNumber}</Line>}
          <Line label="Pengaju">{proposal.referrer.fullName}</Line>
          <Line label="Penerima bantuan">{proposal.reference.fullName}</Line>
          {proposal.organization && (
            <Line label={proposal.organization.type}>{proposal.organization.name}</Line>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** A proposal staff sent back for revision: its applicant is asked to correct it. */
export function RevisionNotice({ proposal, by }: { proposal: ProposalDetail; by: 'referer' | 'reference' }) {
  if (proposal.status.idProposalStatus !== PROPOSAL_STATUS_RETURNED || by !== 'referer') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={proposal.status.name}
    >
      <Stack gap="sm" align="flex-start">
        <span>{proposalMessages.returnedHint}</span>
        <Button component={Link} to={`/proposal/${proposal.idProposal}/perbaiki`} size="xs">
          {proposalMessages.fixAction}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The link to a proposal's documents and their comments, at every status. */
export const DOCUMENTS_AND_COMMENTS = 'Dokumen dan komentar';

/**
 * Whether the documents are complete, and the way to them at every status: both sides may read
 * them and their comments, and replace a version staff have not accepted. Only the referrer is
 * asked to complete them (spec §4 "Documents").
 */
export function DocumentNotice({
  idProposal,
  complete,
  canComplete,
}: {
  idProposal: number;
  complete: boolean;
  canComplete: boolean;
}) {
  const documents = `/update-proposal/${idProposal}`;
  const actions = (
    <Group gap="xs">
      {!complete && canComplete && (
        <Button component={Link} to={documents} size="xs">
          {proposalMessages.completeAction}
        </Button>
      )}
      <Button
        component={Link}
        to={documents}
        size="xs"
        variant={complete || !canComplete ? 'filled' : 'default'}
        leftSection={<IconFiles size={16} aria-hidden />}
      >
        {DOCUMENTS_AND_COMMENTS}
      </Button>
    </Group>
  );
  if (complete) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Dokumen lengkap">
        <Stack gap="sm" align="flex-start">
          <span>
            Semua dokumen pengajuan sudah diunggah. Dokumen yang belum diterima petugas masih bisa diganti.
          </span>
          {actions}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Dokumen belum lengkap"
    >
      <Stack gap="sm" align="flex-start">
        <span>{proposalMessages.incompleteHint}</span>
        {actions}
      </Stack>
    </Alert>
  );
}

/** The sub-programme proposals made with this one. */
export function ChildProposals({ proposal }: { proposal: ProposalDetail }) {
  if (proposal.childProposals.length === 0) return null;
  return (
    <Stack component="section" aria-label="Sub program" gap="xs">
      <Title order={2} size="h4">
        Sub program
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {proposal.childProposals.map((child) => (
          <Card key={child.idProposal} component="li" withBorder padding="sm">
            <Group justify="space-between" gap="xs">
              <div>
                <Text style={{ overflowWrap: 'anywhere' }}>{child.program.name}</Text>
                {!child.documentComplete && <IncompleteHint />}
              </div>
              <Button component={Link} to={`/proposal/${child.idProposal}`} size="xs" variant="light">
                {proposalMessages.seeMore}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
