import { Paper, Stack, Title } from '@mantine/core';
import { useAssistance } from '../api/assessment';
import { AssistanceSummary } from './assistance-summary';

/** On the member's proposal detail: the aid the foundation decided, once it has (issue 36 item 4). */
export function DecidedAssistance({ idProposal }: { idProposal: number }) {
  const assistance = useAssistance(idProposal).data?.assistance;
  if (!assistance) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="decided-assistance-title">
      <Stack gap="sm">
        <Title id="decided-assistance-title" order={2} size="h4">
          Bantuan yang diputuskan
        </Title>
        <AssistanceSummary assistance={assistance} />
      </Stack>
    </Paper>
  );
}
