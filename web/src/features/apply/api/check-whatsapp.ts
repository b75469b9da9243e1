import type { whatsappCheckSchema } from '@amal/contract/users';
import type { z } from '@amal/contract/zod';
import { api, isApiError } from '../../../lib/api-client';

export type WhatsappCheck = z.infer<typeof whatsappCheckSchema>;

/**
 * GET /api/user/check/wa/{wa}: whether a person is known by this WhatsApp number, with their name
 * masked ("Ah*** Fa***"), or null (the server's 404). It gives no id: the number's owner is never
 * taken into the member's application from a check.
 */
export async function checkWhatsapp(whatsappNumber: string): Promise<WhatsappCheck | null> {
  try {
    return await api.get<WhatsappCheck>(`/user/check/wa/${encodeURIComponent(whatsappNumber.trim())}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
