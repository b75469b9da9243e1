import { authMessages } from '@amal/contract/auth';
import { type CompleteProfileInput, googleMessages, isProfileComplete } from '@amal/contract/google';
import { normalizeWhatsapp } from '@amal/contract/patterns';
import { userMessages } from '@amal/contract/users';
import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { usedIdTokens, users } from '../../db/schema/index.ts';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors.ts';
import { loadAdministrator, presentUser } from '../../lib/users.ts';
import { issue } from './auth.service.ts';
import type { GoogleIdentity } from './google.ts';

/**
 * A token is used once: its key is remembered until the token expires, in the database, so that
 * every instance refuses a replay. Expired keys are swept by the next sign-in.
 */
export async function useOnce(ctx: AppContext, identity: GoogleIdentity) {
  await ctx.db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, new Date()));
  const stored = await ctx.db
    .insert(usedIdTokens)
    .values({ key: identity.replayKey, expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ key: usedIdTokens.key });
  if (stored.length === 0) throw unauthorized(googleMessages.tokenRejected);
}

/**
 * The account a Google e-mail opens: the member holding it, else the non-member account an earlier
 * Google sign-in made. People recorded by someone else (family, relatives) are not accounts.
 */
async function accountOf(ctx: AppContext, email: string) {
  return ctx.db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        or(isNotNull(users.nip), and(isNull(users.createdBy), isNull(users.passwordHash))),
      ),
    )
    .orderBy(sql`${users.nip} is null`, asc(users.idUser))
    .limit(3);
}

/**
 * Signs in the identity: as the member whose e-mail it is (with the admin claim's check when asked),
 * else as a non-member, made on the first sign-in. Same session and token as the NIP login.
 */
export async function signInWithGoogle(ctx: AppContext, identity: GoogleIdentity, admin: boolean) {
  const found = await accountOf(ctx, identity.email);
  const members = found.filter((u) => u.nip !== null);
  if (members.length > 1) throw conflict(googleMessages.ambiguousEmail);
  let user = members[0] ?? found[0];
  if (user?.disabledAt) throw unauthorized(authMessages.wrongCredentials);
  if (admin && !(user && (await loadAdministrator(ctx.db, user.idUser))))
    throw new HttpError(403, authMessages.notAdmin);
  await useOnce(ctx, identity);
  if (!user) {
    [user] = await ctx.db
      .insert(users)
      .values({ fullName: identity.name ?? identity.email.split('@')[0]!, email: identity.email })
      .returning();
  }
  const session = await issue(ctx, user!);
  const nonMember = user!.nip === null;
  return { ...session, nonMember, profileComplete: !nonMember || isProfileComplete(user!) };
}

/** PUT /api/user/profile: a non-member gives name, WhatsApp, gender and date of birth. */
export async function completeProfile(ctx: AppContext, idUser: number, input: CompleteProfileInput) {
  const [user] = await ctx.db.select().from(users).where(eq(users.idUser, idUser));
  if (!user) throw notFound(userMessages.notFound);
  // A member's identity is the education site's (spec §6): the form is a non-member's only.
  if (user.nip !== null) throw forbidden(googleMessages.notNonMember);
  const whatsappNumber = normalizeWhatsapp(input.whatsappNumber);
  const [taken] = await ctx.db
    .select({ idUser: users.idUser })
    .from(users)
    .where(and(eq(users.whatsappNumber, whatsappNumber), ne(users.idUser, idUser)));
  if (taken)
    throw conflict(userMessages.whatsappTaken, [
      { path: 'whatsappNumber', message: userMessages.whatsappTaken },
    ]);
  const [updated] = await ctx.db
    .update(users)
    .set({
      fullName: input.fullName,
      whatsappNumber,
      gender: input.gender,
      dateOfBirth: input.dateOfBirth,
      updatedAt: new Date(),
    })
    .where(eq(users.idUser, idUser))
    .returning();
  return presentUser(updated!, await loadAdministrator(ctx.db, idUser));
}
