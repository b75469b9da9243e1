import { apiMessages } from '@amal/contract/api';
import {
  hasItemIds,
  ITEM_ID,
  verificationMessages as messages,
  type SectionSaveBody,
  type SectionVerification,
  VERIFICATION_KINDS,
  type VerificationKind,
} from '@amal/contract/verification';
import { and, eq, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from '../../db/client.ts';
import { programSections, users, verificationSections } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { stepsAt } from '../programs/programs.structure.ts';
import { type Executor, type Tx, type VerifiableProposal, writableProposal } from './verification.access.ts';
import { fieldErrorsOf, itemsPath, sentIds, storedIds, withItemIds } from './verification.items.ts';

type SectionRow = typeof verificationSections.$inferSelect;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);

type PresentedRow = Pick<
  SectionRow,
  'idVerificationSection' | 'idSection' | 'route' | 'data' | 'updatedAt'
> & {
  verifierName: string | null;
};

const presented = (row: PresentedRow): SectionVerification => ({
  idVerificationSection: row.idVerificationSection,
  idSection: row.idSection,
  route: row.route,
  data: row.data,
  verifierName: row.verifierName ?? '',
  updatedAt: row.updatedAt.toISOString(),
});

/** The saved section as the API answers it, with the name of who saved it last. */
export async function presentSection(db: Executor, row: SectionRow): Promise<SectionVerification> {
  const [by] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.idUser, row.idVerificator));
  return presented({ ...row, verifierName: by?.fullName ?? null });
}

/** A write of one section (its `returning()`) and the answer to it, in one statement: the write is a CTE. */
async function writeAndPresent(
  tx: Tx,
  write: TypedQueryBuilder<(typeof verificationSections)['_']['columns']>,
): Promise<SectionVerification> {
  const saved = tx.$with('saved').as(write);
  const [row] = await tx
    .with(saved)
    .select({
      idVerificationSection: saved.idVerificationSection,
      idSection: saved.idSection,
      route: saved.route,
      data: saved.data,
      updatedAt: saved.updatedAt,
      verifierName: users.fullName,
    })
    .from(saved)
    .leftJoin(users, eq(users.idUser, saved.idVerificator));
  return presented(row!);
}

/** The programme section being saved: one that needs verification, of the kind's route. */
async function assertSection(
  tx: Tx,
  proposal: VerifiableProposal,
  kind: VerificationKind,
  idSection: number,
) {
  const [section] = await tx
    .select({ route: programSections.route, needVerification: programSections.needVerification })
    .from(programSections)
    .where(
      and(
        eq(programSections.idProgram, proposal.idProgram),
        eq(programSections.idSection, idSection),
        stepsAt(proposal.programVersion),
      ),
    );
  if (!section) throw invalid('idSection', messages.notVerifiable);
  if (section.route !== VERIFICATION_KINDS[kind].route) throw invalid('idSection', messages.wrongSection);
  if (!section.needVerification) throw invalid('idSection', messages.notVerifiable);
}

/** Spec §4: incomes wait for the family's verification when the programme verifies the family. */
async function assertFamilyFirst(tx: Tx, proposal: VerifiableProposal) {
  const [family] = await tx
    .select({ idSection: programSections.idSection })
    .from(programSections)
    .where(
      and(
        eq(programSections.idProgram, proposal.idProgram),
        eq(programSections.route, VERIFICATION_KINDS.family.route),
        eq(programSections.needVerification, true),
        stepsAt(proposal.programVersion),
      ),
    );
  if (!family) return;
  const [saved] = await tx
    .select({ id: verificationSections.idVerificationSection })
    .from(verificationSections)
    .where(
      and(
        eq(verificationSections.idProposal, proposal.idProposal),
        eq(verificationSections.idSection, family.idSection),
      ),
    );
  if (!saved) throw badRequest(messages.incomeBeforeFamily);
}

/** `count` new item ids, from the one sequence all list sections share. */
async function freshIds(tx: Tx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select nextval('verification_item_seq')::int as id from generate_series(1, ${count})`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

function parseData(kind: VerificationKind, data: unknown): unknown {
  const parsed = VERIFICATION_KINDS[kind].schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error, 'data');
  throw badRequest(errors[0]!.message, errors);
}

async function storedSection(tx: Tx, idProposal: number, idSection: number) {
  const [row] = await tx
    .select()
    .from(verificationSections)
    .where(
      and(eq(verificationSections.idProposal, idProposal), eq(verificationSections.idSection, idSection)),
    )
    .for('update');
  return row;
}

/**
 * POST and PATCH of every verification kind (spec §7, decision 0043), in one transaction that
 * writes nothing unless everything holds. POST sends new items only and replaces the section when
 * it exists (a retry after a lost answer is harmless); PATCH changes a saved section, and every id
 * it sends must be one of that section's items.
 */
export async function saveSection(
  db: Db,
  user: AuthUser,
  kind: VerificationKind,
  method: 'POST' | 'PATCH',
  body: SectionSaveBody,
): Promise<SectionVerification> {
  return db.transaction(async (tx) => {
    const proposal = await writableProposal(tx, user, body.idProposal);
    await assertSection(tx, proposal, kind, body.idSection);
    if (kind === 'incomes') await assertFamilyFirst(tx, proposal);
    if (method === 'POST' && hasItemIds(kind, body.data))
      throw invalid(itemsPath(kind), messages.newItemsOnly);
    const parsed = parseData(kind, body.data);
    if (kind === 'reference' && (parsed as { idUser: number }).idUser !== proposal.referenceIdUser)
      throw invalid('data.idUser', messages.notTheRecipient);
    const ids = sentIds(kind, body.data);
    // One id, one item: a repeated id would make two items that one DELETE removes together.
    const given = ids.filter((id) => id !== null);
    if (new Set(given).size !== given.length) throw invalid(itemsPath(kind), apiMessages.invalidInput);
    // POST replaces the section whatever it holds (the upsert locks its row); PATCH reads it first.
    if (method === 'PATCH') {
      const stored = await storedSection(tx, proposal.idProposal, body.idSection);
      const known = new Set(stored ? storedIds(kind, stored.data) : []);
      if (!stored || ids.some((id) => id !== null && !known.has(id))) throw notFound(messages.notFound);
    }
    const data = withItemIds(kind, parsed, ids, await freshIds(tx, ids.filter((id) => id === null).length));
    const values = { data, idVerificator: user.idUser, updatedAt: new Date() };
    return writeAndPresent(
      tx,
      tx
        .insert(verificationSections)
        .values({
          idProposal: proposal.idProposal,
          idSection: body.idSection,
          route: VERIFICATION_KINDS[kind].route,
          ...values,
        })
        .onConflictDoUpdate({
          target: [verificationSections.idProposal, verificationSections.idSection],
          set: values,
        })
        .returning(),
    );
  });
}

/** DELETE /api/incomeverification/{id}: one income out of the section that holds it. */
export async function deleteIncome(db: Db, user: AuthUser, idVerificationItem: number) {
  const contains = sql`${verificationSections.data} @> ${JSON.stringify([{ [ITEM_ID]: idVerificationItem }])}::jsonb`;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ idProposal: verificationSections.idProposal })
      .from(verificationSections)
      .where(and(eq(verificationSections.route, VERIFICATION_KINDS.incomes.route), contains));
    if (!found) throw notFound(messages.notFound);
    await writableProposal(tx, user, found.idProposal);
    const [stored] = await tx
      .select()
      .from(verificationSections)
      .where(
        and(
          eq(verificationSections.idProposal, found.idProposal),
          eq(verificationSections.route, 'incomes'),
          contains,
        ),
      )
      .for('update');
    if (!stored) throw notFound(messages.notFound);
    const data = (stored.data as Record<string, unknown>[]).filter(
      (item) => item[ITEM_ID] !== idVerificationItem,
    );
    return writeAndPresent(
      tx,
      tx
        .update(verificationSections)
        .set({ data, idVerificator: user.idUser, updatedAt: new Date() })
        .where(eq(verificationSections.idVerificationSection, stored.idVerificationSection))
        .returning(),
    );
  });
}
