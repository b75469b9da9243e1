import { HOME_LIST_ROWS } from '@amal/contract/constants';
import { proposalMessages } from '@amal/contract/proposal-messages';
import { Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { IncompleteHint } from '../../../components/ui/incomplete-hint';
import { formatDate } from '../../../lib/format';

// Loaded only for a list of more than one page: not part of the member home's first load.
const ProposalPager = lazy(() =>
  import('./proposal-pager').then((module) => ({ default: module.ProposalPager })),
);
/** Mantine's `--pagination-control-size-sm`: the pager's row keeps its height while its code loads. */
const PAGER_HEIGHT = 'calc(1.625rem * var(--mantine-scale))';

/** One row of a home list, as the page maps it from the proposals API. */
export interface HomeProposalRow {
  idProposal: number;
  /** The person or organisation the proposal is for. */
  name: string;
  /** ISO date of the proposal. */
  date: string;
  programName: string;
  statusName: string;
  /** False while documents are missing: the row asks the user to complete it. */
  documentComplete: boolean;
  /** Sent back for revision: the row asks the applicant to correct it. */
  returned?: boolean;
  /** Where "Lengkapi pengajuan" / "Lihat selengkapnya" leads. */
  href: string;
}

interface ProposalListProps {
  title: string;
  rows: readonly HomeProposalRow[];
  /** Number of proposals over all pages. */
  total: number;
  /** 1-based page shown. */
  page: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** Rows a page holds: the home page shows a few, "/proposal" more. */
  rowsPerPage?: number;
}

function rowAction(row: HomeProposalRow): string {
  if (row.returned) return proposalMessages.fixAction;
  return row.documentComplete ? proposalMessages.seeMore : proposalMessages.completeAction;
}

function ProposalRow({ row }: { row: HomeProposalRow }) {
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
          <Badge variant="light" tt="none">
            {row.statusName}
          </Badge>
        </Group>
        <Text size="sm">{row.programName}</Text>
        <Text size="sm" c="dimmed">
          {formatDate(row.date)}
        </Text>
        {row.returned ? (
          <Text size="sm" c="var(--mantine-color-orange-light-color)">
            {proposalMessages.returnedHint}
          </Text>
        ) : (
          !row.documentComplete && <IncompleteHint />
        )}
        <Group justify="flex-end">
          <Button
            component={Link}
            to={row.href}
            size="xs"
            variant={row.documentComplete && !row.returned ? 'light' : 'filled'}
          >
            {rowAction(row)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A home list ("Pengajuan Saya", "Bantuan untuk saya"): the rows of one page and the pager. */
export function ProposalList({
  title,
  rows,
  total,
  page,
  onPageChange,
  loading,
  rowsPerPage = HOME_LIST_ROWS,
}: ProposalListProps) {
  const headingId = useId();
  const pages = Math.max(1, Math.ceil(total / rowsPerPage));
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} size="h3">
        {title}
      </Title>
      {rows.length === 0 && !loading ? (
        <Card withBorder padding="lg">
          <EmptyState icon={<IconInbox size={28} aria-hidden />} title="Belum ada pengajuan" size="sm" />
        </Card>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-busy={loading || undefined}
        >
          {rows.slice(0, rowsPerPage).map((row) => (
            <ProposalRow key={row.idProposal} row={row} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center" mih={PAGER_HEIGHT}>
          <Suspense fallback={null}>
            <ProposalPager pages={pages} page={page} onPageChange={onPageChange} />
          </Suspense>
        </Group>
      )}
    </Stack>
  );
}
