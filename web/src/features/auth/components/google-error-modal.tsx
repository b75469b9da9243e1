import { Button, Group, Modal, Text } from '@mantine/core';
import { GOOGLE_FAILED_TITLE } from '../utils/google';

/** "Login Google gagal" and the server's message (spec §8); its own chunk, loaded only after a failure. */
export default function GoogleErrorModal({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={GOOGLE_FAILED_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Tutup
        </Button>
      </Group>
    </Modal>
  );
}
