import { notifications } from '@mantine/notifications';

/** A green notification of a save that went through, its close button named for screen readers. */
export const notifyDone = (message: string) =>
  notifications.show({ color: 'teal', message, closeButtonProps: { 'aria-label': 'Tutup' } });
