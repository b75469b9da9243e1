import type { StaffProgram } from '@amal/contract/program-admin';
import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The desk filtered to the programme's proposals at one status. */
const deskLink = (idProgram: number, idProposalStatus: number) =>
  `/admin/proposal?program=${idProgram}&status=${idProposalStatus}`;

const count = (n: number) => n.toLocaleString('id-ID');

/** Statuses some proposal holds, in the flow's order; the empty ones are folded into one line. */
const held = (program: StaffProgram) => program.statusCounts.filter((status) => status.proposals > 0);

function CountLink({
  program,
  status,
  size,
}: {
  program: StaffProgram;
  status: StaffProgram['statusCounts'][number];
  size: 'xs' | 'sm';
}) {
  return (
    <Anchor
      component={Link}
      to={deskLink(program.idProgram, status.idProposalStatus)}
      size={size}
      // The text's own colour, underlined: the brand colour on a hovered row falls under 4.5:1.
      c="var(--mantine-color-text)"
      underline="always"
      // In the row's line a count stays beside its status; the line wraps between statuses.
      style={size === 'xs' ? { whiteSpace: 'nowrap' } : undefined}
      // The visible words first (WCAG 2.5.3), then whose proposals they are.
      aria-label={`${status.name} ${count(status.proposals)} (${program.name})`}
    >
      {status.name} <b>{count(status.proposals)}</b>
    </Anchor>
  );
}

/** The catalogue row's compact line: each held status and its count, each a link to the desk. */
export function StatusCountsLine({ program }: { program: StaffProgram }) {
  const shown = held(program);
  if (shown.length === 0)
    return (
      <Text size="xs" c="dimmed">
        –
      </Text>
    );
  return (
    <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-xs)' }}>
      {shown.map((status) => (
        <CountLink key={status.idProposalStatus} program={program} status={status} size="xs" />
      ))}
    </Group>
  );
}

/** The details' list: the held statuses in flow order with their counts, then how many are empty. */
export function StatusCountsList({ program }: { program: StaffProgram }) {
  const shown = held(program);
  const empty = program.statusCounts.length - shown.length;
  return (
    <>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada pengajuan.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {shown.map((status) => (
            <List.Item key={status.idProposalStatus}>
              <CountLink program={program} status={status} size="sm" />
            </List.Item>
          ))}
        </List>
      )}
      {empty > 0 && shown.length > 0 ? (
        <Text size="xs" c="dimmed">
          {empty} status lain belum berisi pengajuan
        </Text>
      ) : null}
    </>
  );
}
