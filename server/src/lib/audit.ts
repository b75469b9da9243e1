import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

/** What one staff action changed or read; written by the caller's transaction, so both land or neither. */
export type AuditEvent = {
  idUser: number;
  action: string;
  idProposal?: number | null;
  idSubjectUser?: number | null;
  before?: unknown;
  after?: unknown;
};

type Executor = Pick<Db, 'insert'>;

export async function recordAudit(tx: Executor, event: AuditEvent) {
  await tx.insert(auditEvents).values({
    idUser: event.idUser,
    action: event.action,
    idProposal: event.idProposal ?? null,
    idSubjectUser: event.idSubjectUser ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}
