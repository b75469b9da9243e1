import '@mantine/core/styles/Timeline.css';
import type { ProposalStatusHistoryItem } from '@amal/contract/proposals';
import { Text, Timeline } from '@mantine/core';
import { formatDate } from '../../../lib/format';

/** The statuses a proposal went through, oldest first, so the current one is last. */
export function StatusTimeline({ history }: { history: readonly ProposalStatusHistoryItem[] }) {
  if (history.length === 0) return <Text c="dimmed">Belum ada riwayat status</Text>;
  return (
    <Timeline active={history.length - 1} bulletSize={16} lineWidth={2}>
      {history.map((item) => (
        <Timeline.Item key={`${item.idProposalStatus}-${item.createdAt}`} title={item.name}>
          <Text size="sm" c="dimmed">
            {formatDate(item.createdAt, 'dddd, D MMMM YYYY [pukul] HH.mm')} WIB
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
