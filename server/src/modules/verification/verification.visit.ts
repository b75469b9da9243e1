import {
  verificationMessages as messages,
  type VisitRecord,
  type VisitRecordBody,
} from '@amal/contract/verification';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { proposalVerificatorDetails, proposalVerificators } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type Executor, writableProposal } from './verification.access.ts';

type DetailRow = typeof proposalVerificatorDetails.$inferSelect;
type LinkRow = { idProposal: number; verificationDate: Date | null; cost: number | null };

const JAKARTA_MS = 7 * 3_600_000;
/** A calendar date as the instant its day starts in Jakarta (the assignment keeps a timestamp). */
const startOfDay = (date: string) => new Date(`${date}T00:00:00+07:00`);
const dayOf = (instant: Date) => new Date(instant.getTime() + JAKARTA_MS).toISOString().slice(0, 10);
const orAbsent = <T>(value: T | null) => value ?? undefined;

export function presentVisit(detail: DetailRow, link: LinkRow): VisitRecord {
  const { idUser: _by, createdAt: _created, updatedAt, ...fields } = detail;
  const present = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, orAbsent(value)]));
  return {
    ...(present as VisitRecord),
    idProposal: link.idProposal,
    idProposalVerificatorDetail: detail.idProposalVerificatorDetail,
    idProposalVerificator: detail.idProposalVerificator,
    verificationDate: link.verificationDate ? dayOf(link.verificationDate) : undefined,
    cost: orAbsent(link.cost),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The visit of the assignment, else the proposal's newest (a replacement verifier continues it). */
export async function visitOf(db: Executor, idProposal: number, idProposalVerificator: number | null) {
  const rows = await db
    .select({ detail: proposalVerificatorDetails, link: proposalVerificators })
    .from(proposalVerificatorDetails)
    .innerJoin(
      proposalVerificators,
      eq(proposalVerificators.idProposalVerificator, proposalVerificatorDetails.idProposalVerificator),
    )
    .where(eq(proposalVerificators.idProposal, idProposal))
    .orderBy(desc(proposalVerificatorDetails.updatedAt));
  const row = rows.find((r) => r.detail.idProposalVerificator === idProposalVerificator) ?? rows[0];
  return row ? presentVisit(row.detail, row.link) : null;
}

/**
 * POST/PATCH /api/proposalverificatordetail: the visit of one assignment of the proposal, and its
 * date and cost on the assignment, in one transaction. POST makes or (a retry) replaces it; PATCH
 * changes the one that exists.
 */
export async function saveVisit(
  db: Db,
  user: AuthUser,
  method: 'POST' | 'PATCH',
  body: VisitRecordBody,
): Promise<VisitRecord> {
  return db.transaction(async (tx) => {
    await writableProposal(tx, user, body.idProposal);
    const [link] = await tx
      .select({ id: proposalVerificators.idProposalVerificator })
      .from(proposalVerificators)
      .where(
        and(
          eq(proposalVerificators.idProposalVerificator, body.idProposalVerificator),
          eq(proposalVerificators.idProposal, body.idProposal),
        ),
      )
      .for('update');
    const missing = () =>
      notFound(messages.notFound, [{ path: 'idProposalVerificator', message: messages.notFound }]);
    if (!link) throw missing();
    const [existing] = await tx
      .select({ id: proposalVerificatorDetails.idProposalVerificatorDetail })
      .from(proposalVerificatorDetails)
      .where(eq(proposalVerificatorDetails.idProposalVerificator, link.id));
    const named = body.idProposalVerificatorDetail;
    if (method === 'PATCH' && (!existing || (named !== undefined && named !== existing.id))) throw missing();
    const {
      idProposal,
      idProposalVerificator,
      idProposalVerificatorDetail,
      verificationDate,
      cost,
      ...visit
    } = body;
    // The schema requires what the table does; its preprocessed output type says `| undefined`.
    const values = { ...nullFor(visit), idUser: user.idUser, updatedAt: new Date() } as Omit<
      typeof proposalVerificatorDetails.$inferInsert,
      'idProposalVerificator'
    >;
    const [detail] = await tx
      .insert(proposalVerificatorDetails)
      .values({ ...values, idProposalVerificator })
      .onConflictDoUpdate({ target: proposalVerificatorDetails.idProposalVerificator, set: values })
      .returning();
    const [updated] = await tx
      .update(proposalVerificators)
      .set({
        verificationDate: verificationDate ? startOfDay(verificationDate) : null,
        // Rupiah are whole; the column is an integer.
        cost: cost === undefined ? null : Math.round(cost),
        updatedAt: new Date(),
      })
      .where(eq(proposalVerificators.idProposalVerificator, link.id))
      .returning();
    return presentVisit(detail!, updated!);
  });
}

/** An optional field left out is stored as null, so a change can clear it. */
function nullFor<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]: Exclude<T[K], undefined> | null } {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? null])) as never;
}
