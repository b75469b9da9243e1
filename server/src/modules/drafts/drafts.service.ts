import type { ListResponse } from '@amal/contract/api';
import {
  type CreateDraftInput,
  type DraftResponse,
  type DraftStatus,
  draftMessages,
  type UpdateDraftInput,
} from '@amal/contract/drafts';
import { programMessages } from '@amal/contract/programs';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programs, temporaryProposals } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { canUseDraft } from './drafts.policy.ts';

type DraftRow = typeof temporaryProposals.$inferSelect;

function presentDraft(row: DraftRow): DraftResponse {
  return {
    idTempProposal: row.idTempProposal,
    idUser: row.idUser,
    idProgram: row.idProgram,
    status: row.status as DraftStatus,
    data: row.data,
    programVersion: row.programVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const wholeList = <T>(data: T[]): ListResponse<T> => ({
  data,
  total: data.length,
  page: 1,
  rows: data.length,
});

/**
 * Creates the caller's draft for a programme, or replaces the one they have: one draft per user
 * and programme (spec §3), so a browser that lost the draft's id cannot make a second one.
 */
export async function saveNewDraft(db: Db, user: AuthUser, input: CreateDraftInput) {
  const [program] = await db
    .select({ idProgram: programs.idProgram, version: programs.version })
    .from(programs)
    .where(eq(programs.idProgram, input.idProgram));
  if (!program) throw notFound(programMessages.notFound);
  const now = new Date();
  const status = input.status ?? 'DRAFTED';
  // A draft made (or made anew) is filled in the programme's current form.
  const programVersion = program.version;
  const [row] = await db
    .insert(temporaryProposals)
    .values({ idUser: user.idUser, idProgram: input.idProgram, data: input.data, status, programVersion })
    .onConflictDoUpdate({
      target: [temporaryProposals.idUser, temporaryProposals.idProgram],
      set: { data: input.data, status, programVersion, updatedAt: now },
    })
    // xmax is 0 only on a freshly inserted row: it tells a creation from a replacement.
    .returning({ ...getTableColumns(temporaryProposals), created: sql<boolean>`(xmax = 0)` });
  const { created, ...draft } = row!;
  return { draft: presentDraft(draft), created };
}

export async function updateDraft(db: Db, user: AuthUser, input: UpdateDraftInput) {
  const [draft] = await db
    .select()
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idTempProposal, input.idTempProposal));
  if (!draft || !canUseDraft(user, draft)) throw notFound(draftMessages.notFound);
  const [updated] = await db
    .update(temporaryProposals)
    .set({
      ...(input.data === undefined ? {} : { data: input.data }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.moveToCurrentVersion
        ? {
            programVersion: sql`(select ${programs.version} from ${programs} where ${programs.idProgram} = ${draft.idProgram})`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(temporaryProposals.idTempProposal, draft.idTempProposal))
    .returning();
  return presentDraft(updated!);
}

/** The caller's drafts, the most recently saved first. */
export async function listDrafts(
  db: Db,
  user: AuthUser,
  filter: { idProgram?: number; status?: DraftStatus } = {},
) {
  const rows = await db
    .select()
    .from(temporaryProposals)
    .where(
      and(
        eq(temporaryProposals.idUser, user.idUser),
        filter.idProgram === undefined ? undefined : eq(temporaryProposals.idProgram, filter.idProgram),
        filter.status === undefined ? undefined : eq(temporaryProposals.status, filter.status),
      ),
    )
    .orderBy(desc(temporaryProposals.updatedAt), desc(temporaryProposals.idTempProposal));
  return wholeList(rows.map(presentDraft));
}
