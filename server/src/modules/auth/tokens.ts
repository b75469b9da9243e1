import { randomBytes, webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

export type TokenClaims = { username: string; admin: boolean; sid: string; sub: string };

export type Tokens = {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** The configured secret, else one generated once and shared by every instance through the database. */
export async function loadSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

/** How many verified tokens are remembered: more than the callers active in any few minutes. */
export const REMEMBERED_TOKENS = 10_000;

/**
 * Tokens whose signature was checked, with their claims, until they expire: a signed token never
 * changes, so checking it again on every request tells nothing new. Whether its session still holds
 * is asked of the database on every request all the same. The least recently used is forgotten
 * first; only tokens that verified are kept, so forged ones cannot fill it.
 */
const recentTokens = () => memoryCache<string, TokenClaims>({ max: REMEMBERED_TOKENS });

export function createTokens(secret: Uint8Array): Tokens {
  // Imported once: given the raw bytes, jose imports a key on every call, half of a verification.
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = recentTokens();
  return {
    sign: async (claims, expiresAt) =>
      new SignJWT({ username: claims.username, admin: claims.admin, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const { username, admin, sid, sub, exp } = payload;
        if (typeof username !== 'string' || typeof admin !== 'boolean' || typeof sid !== 'string' || !sub)
          return null;
        const claims = { username, admin, sid, sub };
        const ttl = exp ? exp * 1000 - Date.now() : 0;
        if (ttl > 0) verified.set(token, claims, { ttl });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
