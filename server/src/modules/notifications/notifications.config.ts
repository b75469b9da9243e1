/**
 * The notifications' configuration, from the environment (documented in `.env.example`):
 * WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID switch the WhatsApp Business Cloud API on; without
 * both, messages are kept and shown to staff as not sent for want of a provider.
 */
import { z } from 'zod';
import type { WhatsAppConfig } from './notifications.provider.ts';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const envSchema = z.object({
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d+$/).optional()),
  WHATSAPP_API_URL: optionalText.pipe(z.string().url().default('https://graph.facebook.com')),
  WHATSAPP_API_VERSION: optionalText.pipe(
    z
      .string()
      .regex(/^v\d+\.\d+$/)
      .default('v21.0'),
  ),
  /** Seconds between the worker's rounds; 0 stops the worker in this instance. */
  NOTIFICATIONS_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(15),
});

export type NotificationsConfig = {
  whatsapp: WhatsAppConfig | undefined;
  intervalMs: number;
};

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Names only: a value (the token) never goes into the message.
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${names}`);
  }
  const e = parsed.data;
  return {
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: e.WHATSAPP_API_URL,
            apiVersion: e.WHATSAPP_API_VERSION,
          }
        : undefined,
    intervalMs: Math.round(e.NOTIFICATIONS_INTERVAL_SECONDS * 1000),
  };
}
