import { authMessages, type LoginMemberInput, tooManyAttemptsMessage } from '@amal/contract/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { loadAdministrator, presentUser } from '../../lib/users.ts';
import { clearFailures, reserveAttempt } from './login-limiter.ts';
import { hashPassword, isOutdatedHash, verifyPassword } from './passwords.ts';

/** The session's end: a token lifetime from now, but never past the absolute lifetime of the login. */
function sessionEnd(ctx: AppContext, authenticatedAt: Date) {
  const ttl = Date.now() + ctx.config.tokenTtlHours * 3_600_000;
  return new Date(Math.min(ttl, authenticatedAt.getTime() + ctx.config.sessionMaxDays * 86_400_000));
}

export async function issue(ctx: AppContext, user: typeof users.$inferSelect, authenticatedAt = new Date()) {
  const administrator = await loadAdministrator(ctx.db, user.idUser);
  const expiresAt = sessionEnd(ctx, authenticatedAt);
  const [session] = await ctx.db
    .insert(sessions)
    .values({ idUser: user.idUser, expiresAt, authenticatedAt })
    .returning({ idSession: sessions.idSession });
  const accessToken = await ctx.tokens.sign(
    {
      username: user.nip ?? String(user.idUser),
      admin: administrator !== null,
      sid: session!.idSession,
      sub: String(user.idUser),
    },
    expiresAt,
  );
  return { accessToken, expired: expiresAt.toISOString(), user: presentUser(user, administrator), expiresAt };
}

export async function loginMember(ctx: AppContext, input: LoginMemberInput, address: string) {
  const nip = input.username.toUpperCase();
  const until = await reserveAttempt(ctx.db, nip, address);
  if (until)
    throw tooManyRequests(tooManyAttemptsMessage(until), Math.ceil((until.getTime() - Date.now()) / 1000));

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`upper(${users.nip}) = ${nip}`, isNull(users.disabledAt)));
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  // A wrong password leaves the reserved attempt in place as the failure it is.
  if (!user || !valid) {
    // One message for an unknown NIP and a wrong password: no hint of which part was wrong.
    throw unauthorized(authMessages.wrongCredentials);
  }
  await clearFailures(ctx.db, nip, address);
  if (user.passwordHash && isOutdatedHash(user.passwordHash)) await rehash(ctx, user.idUser, input.password);
  const administrator = await loadAdministrator(ctx.db, user.idUser);
  if (input.isAdmin && !administrator) throw new HttpError(403, authMessages.notAdmin);
  return issue(ctx, user);
}

/** Only a login knows the password: a hash of older parameters is made again with today's then. */
async function rehash(ctx: AppContext, idUser: number, password: string) {
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.idUser, idUser));
}

/**
 * A fresh token for the caller's live session (the old session is ended). It keeps the moment the
 * password was given: past SESSION_MAX_DAYS since then, the member must log in again.
 */
export async function refresh(ctx: AppContext, idUser: number, idSession: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.idUser, idUser));
  const [session] = await ctx.db
    .select({ authenticatedAt: sessions.authenticatedAt })
    .from(sessions)
    .where(eq(sessions.idSession, idSession));
  await endSession(ctx, idSession);
  if (!user || !session || sessionEnd(ctx, session.authenticatedAt).getTime() <= Date.now())
    throw unauthorized(authMessages.sessionEnded);
  return issue(ctx, user, session.authenticatedAt);
}

/** Ends a session, and at once the live streams it opened here (other instances see it at their next ping). */
export async function endSession(ctx: AppContext, idSession: string) {
  await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idSession, idSession));
  ctx.live.endSession(idSession);
}
