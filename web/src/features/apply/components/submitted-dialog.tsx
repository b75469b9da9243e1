import { proposalMessages } from '@amal/contract/proposal-messages';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/**
 * "Alhamdulillah - Data telah dikirim", with the text for a proposal made or not (spec §2); shown
 * while mounted.
 */
export function SubmittedDialog({ withProposal, onClose }: { withProposal: boolean; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={proposalMessages.successTitle} centered>
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Text ta="center">
          {withProposal ? proposalMessages.successWithProposal : proposalMessages.successWithoutProposal}
        </Text>
        <Button fullWidth onClick={onClose}>
          Kembali ke Beranda
        </Button>
      </Stack>
    </Modal>
  );
}
