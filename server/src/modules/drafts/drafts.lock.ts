import { applicationLockedMessage, canOpenApplicationTiles } from '@amal/contract/home-menu';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/access.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { applicationReadinessOf } from '../users/users.service.ts';

/**
 * The home menu's lock, held by the server (spec §2, issue 32): until a member has a bank account,
 * a KTP number and their own KTP and KK uploaded, "Ajukan Bantuan" is closed, and so is every way
 * to it: a new draft, a draft's save, a submission. The refusal (403) says what the home page
 * says. What opens the lock (bank account, KTP number, the member's own KTP and KK) stays open.
 */
export async function refuseLockedApplicant(db: Db, user: AuthUser): Promise<void> {
  const readiness = await applicationReadinessOf(db, user.idUser);
  if (readiness && !canOpenApplicationTiles(readiness)) throw forbidden(applicationLockedMessage(readiness));
}
