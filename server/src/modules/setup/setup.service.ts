// The first super admin (decision 0031). A database without one gets, from the process that starts
// on it, a one-time link /setup/{token}; the token lives only in that process's memory.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import { type SetupResponse, setupMessages } from '@amal/contract/setup';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { xactLock } from '../../db/lock-keys.ts';
import { administratorRoles, administrators, programs, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';

/** Wrong tokens allowed while a link is live; then every setup request answers 429 for a while. */
export const SETUP_MAX_FAILURES = 10;
export const SETUP_BLOCK_MS = 15 * 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest();

export type TokenCheck = 'live' | 'dead' | 'blocked';

/**
 * This process's setup token: none until `open`, dead once `close`d. Compared in constant time
 * (digests of equal length, so the length of a guess tells nothing either). While a token is
 * live, SETUP_MAX_FAILURES wrong guesses block the route for SETUP_BLOCK_MS; with no live token
 * there is nothing to guess and nothing is counted.
 */
export class SetupGate {
  #token: Buffer | null = null;
  #failures = 0;
  #blockedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** A new token (the previous one dies): 32 random bytes, base64url. */
  open(): string {
    const token = randomBytes(32).toString('base64url');
    this.#token = digest(token);
    this.#failures = 0;
    this.#blockedUntil = 0;
    return token;
  }

  close() {
    this.#token = null;
  }

  get isOpen() {
    return this.#token !== null;
  }

  /** Seconds until a block ends, or 0. */
  retryAfterSeconds(): number {
    return Math.max(0, Math.ceil((this.#blockedUntil - this.now()) / 1000));
  }

  check(token: string): TokenCheck {
    if (this.retryAfterSeconds() > 0) return 'blocked';
    if (this.#token === null) return 'dead';
    if (timingSafeEqual(this.#token, digest(token))) return 'live';
    this.#failures += 1;
    if (this.#failures >= SETUP_MAX_FAILURES) {
      this.#failures = 0;
      this.#blockedUntil = this.now() + SETUP_BLOCK_MS;
    }
    return 'dead';
  }
}

/** The link the server prints: PUBLIC_URL when set, else this machine on the configured port. */
export const setupUrl = (config: Pick<Config, 'publicUrl' | 'port'>, token: string) =>
  `${config.publicUrl ?? `http://localhost:${config.port}`}/setup/${token}`;

export const setupAnnouncement = (url: string) =>
  `Amal: no administrator yet. Open ${url} to create the first super admin (the link works once).`;

/** Whether any user holds the super admin role (in any programme). */
export async function superAdminExists(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ id: administratorRoles.idAdministratorRole })
    .from(administratorRoles)
    .where(eq(administratorRoles.idRole, ROLE_SUPER_ADMIN))
    .limit(1);
  return row !== undefined;
}

export type FirstSuperAdmin = {
  fullName: string;
  nip: string;
  whatsappNumber: string;
  passwordHash: string;
};

/**
 * In one transaction, under an advisory lock so that two requests (or two instances) cannot both
 * pass the check: if no super admin exists yet, the user, their administrator record and the super
 * admin role in every programme (as the demo seed gives ARN101-10009 its roles). Null when a super
 * admin exists already; 409 when the NIP is taken.
 */
export async function createFirstSuperAdmin(db: Db, person: FirstSuperAdmin): Promise<SetupResponse | null> {
  return db.transaction(async (tx) => {
    // Serialises the creation of the first super admin across requests and instances.
    await tx.execute(xactLock('firstSuperAdmin'));
    if (await superAdminExists(tx)) return null;
    const [taken] = await tx
      .select({ idUser: users.idUser })
      .from(users)
      .where(sql`upper(${users.nip}) = ${person.nip.toUpperCase()}`);
    if (taken) throw conflict(setupMessages.nipTaken, [{ path: 'nip', message: setupMessages.nipTaken }]);
    const [user] = await tx
      .insert(users)
      .values({
        fullName: person.fullName,
        nip: person.nip,
        whatsappNumber: person.whatsappNumber,
        membership: 'pengurus',
        passwordHash: person.passwordHash,
      })
      .returning({ idUser: users.idUser, nip: users.nip });
    const [administrator] = await tx
      .insert(administrators)
      .values({ idUser: user!.idUser })
      .returning({ idAdministrator: administrators.idAdministrator });
    const programIds = await tx.select({ idProgram: programs.idProgram }).from(programs);
    if (programIds.length > 0)
      await tx.insert(administratorRoles).values(
        programIds.map(({ idProgram }) => ({
          idAdministrator: administrator!.idAdministrator,
          idProgram,
          idRole: ROLE_SUPER_ADMIN,
        })),
      );
    return { idUser: user!.idUser, nip: user!.nip! };
  });
}
