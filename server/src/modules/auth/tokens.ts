import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

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

export function createTokens(secret: Uint8Array): Tokens {
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ username: claims.username, admin: claims.admin, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const { username, admin, sid, sub } = payload;
        if (typeof username !== 'string' || typeof admin !== 'boolean' || typeof sid !== 'string' || !sub)
          return null;
        return { username, admin, sid, sub };
      } catch {
        return null;
      }
    },
  };
}
