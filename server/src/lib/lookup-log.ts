import type { FastifyRequest } from 'fastify';

/**
 * A lookup of another person (by WhatsApp number, NIP, KK number) is a security event: who asked,
 * what kind, whether someone was found; never the number itself, which is the person's data.
 */
export async function logLookup<T>(request: FastifyRequest, kind: string, answer: Promise<T>): Promise<T> {
  const log = (found: boolean) =>
    request.log.info({ event: 'person-lookup', kind, found, user: request.user?.idUser }, 'person lookup');
  try {
    const result = await answer;
    log(true);
    return result;
  } catch (error) {
    log(false);
    throw error;
  }
}
