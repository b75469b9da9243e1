import { apiMessages } from '@amal/contract/api-messages';
import { notifications } from '@mantine/notifications';

/** An error's own message (the server's, in Indonesian), else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

/** The red "Terjadi kesalahan" notification with `message`. */
export function notifyError(message: string) {
  notifications.show({ color: 'red', title: apiMessages.errorTitle, message });
}
