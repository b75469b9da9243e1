import type { Answer } from '@amal/contract/endpoint';
import { usersEndpoints } from '@amal/contract/users';
import { call, isApiError } from '../../../lib/api-client';

export type WhatsappCheck = Answer<typeof usersEndpoints.checkWhatsapp>;

/**
 * GET /api/user/check/wa/{wa}: whether a person is known by this WhatsApp number, with their name
 * masked ("Ah*** Fa***"), or null (the server's 404). It gives no id: the number's owner is never
 * taken into the member's application from a check.
 */
export async function checkWhatsapp(whatsappNumber: string): Promise<WhatsappCheck | null> {
  try {
    return await call(usersEndpoints.checkWhatsapp, { params: { wa: whatsappNumber.trim() } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
