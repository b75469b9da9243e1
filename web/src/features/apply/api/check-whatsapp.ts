import type { whatsappCheckSchema } from '@amal/contract/users';
import type { z } from '@amal/contract/zod';
import { api, isApiError } from '../../../lib/api-client';

export type WhatsappCheck = z.infer<typeof whatsappCheckSchema>;

/** GET /api/user/check/wa/{wa}: the person known by this WhatsApp number, or null (the server's 404). */
export async function checkWhatsapp(whatsappNumber: string): Promise<WhatsappCheck | null> {
  try {
    return await api.get<WhatsappCheck>(`/user/check/wa/${encodeURIComponent(whatsappNumber.trim())}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
