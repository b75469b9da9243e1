// The database a crash or soak run starts the built server on (file-backed PGlite, or a PostgreSQL
// server of the run's own), filled before the server starts: PGlite allows one process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '../../server/src/db/seed/index.ts';
import { localFileStore } from '../../server/src/lib/file-store.ts';
import {
  type Applicant,
  freshApplicants,
  mintSessions,
  openProgramWithoutQuota,
  type Query,
  type Session,
} from './applicants.ts';
import { type BenchDb, openPgliteBench, openPostgresBench } from './db.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';

export type Target = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** What the server needs to run on it. */
  env: Record<string, string>;
  open(): Promise<BenchDb>;
  postgres?: PrivatePostgres;
};

export type Member = Applicant & { session: Session };

export const queryOf =
  (db: BenchDb): Query =>
  (text, params) =>
    db.query(text, params);

export async function openTarget(kind: string, name: string): Promise<Target> {
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`--database: pglite or postgres, not ${kind}`);
  const dataDir = mkdtempSync(join(tmpdir(), `amal-${name}-${kind}-`));
  if (kind === 'pglite')
    return { kind, dataDir, env: { DATA_DIR: dataDir }, open: () => openPgliteBench(dataDir) };
  const postgres = await startPrivatePostgres();
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres.url },
    open: () => openPostgresBench(postgres.url),
    postgres,
  };
}

export function removeTarget(t: Target) {
  t.postgres?.destroy();
  rmSync(t.dataDir, { recursive: true, force: true });
}

/**
 * Migrations, reference and demo data, and `count` fresh applicants (clones of the demo member
 * ARN101-10001) each with a complete draft of an open programme without a quota and a session
 * signed with `secret`. `also` reads whatever else the run needs before the database is closed.
 */
export async function prepareTarget<T>(
  t: Target,
  options: { secret: string; count: number; also: (query: Query, idProgram: number) => Promise<T> },
): Promise<{ idProgram: number; members: Member[]; also: T }> {
  const db = await t.open();
  try {
    await db.database.migrate();
    await seedDatabase(db.database, localFileStore(join(t.dataDir, 'files')), { demo: true });
    const query = queryOf(db);
    const [template] = await query<{ id: number }>(
      "select id_user as id from users where nip = 'ARN101-10001'",
    );
    const idProgram = await openProgramWithoutQuota(query);
    const made = await freshApplicants(query, db.database.db, {
      count: options.count,
      idProgram,
      idTemplate: template!.id,
    });
    const sessions = await mintSessions(
      query,
      options.secret,
      made.map((a) => a.idUser),
    );
    return {
      idProgram,
      members: made.map((a) => ({ ...a, session: sessions.get(a.idUser)! })),
      also: await options.also(query, idProgram),
    };
  } finally {
    await db.close();
  }
}
