import { proposalMessages } from '@amal/contract/proposal-messages';
import { Text } from '@mantine/core';

/**
 * "Silakan melengkapi data" under a proposal whose documents are missing (spec §2 home lists), in
 * the orange of the "Dokumen belum lengkap" badges and alerts, at AA contrast (decision 0020).
 */
export function IncompleteHint() {
  return (
    <Text size="sm" c="var(--mantine-color-orange-light-color)">
      {proposalMessages.incompleteHint}
    </Text>
  );
}
