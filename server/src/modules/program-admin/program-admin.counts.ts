import type { ProgramStatusCount } from '@amal/contract/program-admin';
import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programProposalStatuses, proposalStatuses, proposals } from '../../db/schema/index.ts';

export type ProposalCounts = { total: number; byStatus: ProgramStatusCount[] };

/**
 * The proposals of each programme by current status (issue 36 item 5): one grouped count, which
 * the (id_program, id_proposal_status) index answers alone, beside the programmes' flows and the
 * status names. Each programme's statuses come in its flow order, zero counts included; a status
 * its proposals hold outside the flow (the flow cannot drop a held status, but older data may) is
 * put after them rather than lost from the total.
 *
 * `scope` null (a super admin's, every programme) counts the whole table: PostgreSQL then reads
 * the index alone, where a list of nearly every programme's ids made it read the table (300,000
 * proposals: an index-only scan of 313 pages against a sequential scan of 3,359).
 */
export async function proposalCountsOf(
  db: Db,
  ids: number[],
  scope: number[] | null,
): Promise<Map<number, ProposalCounts>> {
  const [held, flows, names] = await Promise.all([
    db
      .select({ idProgram: proposals.idProgram, idProposalStatus: proposals.idProposalStatus, n: count() })
      .from(proposals)
      .where(scope === null ? undefined : inArray(proposals.idProgram, scope))
      .groupBy(proposals.idProgram, proposals.idProposalStatus),
    db
      .select({
        idProgram: programProposalStatuses.idProgram,
        idProposalStatus: programProposalStatuses.idProposalStatus,
      })
      .from(programProposalStatuses)
      .where(inArray(programProposalStatuses.idProgram, ids))
      .orderBy(
        asc(programProposalStatuses.idProgram),
        asc(programProposalStatuses.order),
        asc(programProposalStatuses.idProposalStatus),
      ),
    db.select({ id: proposalStatuses.idProposalStatus, name: proposalStatuses.name }).from(proposalStatuses),
  ]);
  const name = new Map(names.map((status) => [status.id, status.name]));
  const counts = new Map<number, Map<number, number>>();
  for (const row of held) {
    const of = counts.get(row.idProgram) ?? new Map<number, number>();
    of.set(row.idProposalStatus, row.n);
    counts.set(row.idProgram, of);
  }
  const result = new Map<number, ProposalCounts>();
  for (const idProgram of ids) {
    const of = counts.get(idProgram) ?? new Map<number, number>();
    const flow = flows.filter((row) => row.idProgram === idProgram).map((row) => row.idProposalStatus);
    const outside = [...of.keys()].filter((id) => !flow.includes(id)).sort((a, b) => a - b);
    const byStatus = [...flow, ...outside].map((idProposalStatus) => ({
      idProposalStatus,
      name: name.get(idProposalStatus) ?? '',
      proposals: of.get(idProposalStatus) ?? 0,
    }));
    result.set(idProgram, { total: [...of.values()].reduce((sum, n) => sum + n, 0), byStatus });
  }
  return result;
}
