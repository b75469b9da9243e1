import { organizationMessages } from '@amal/contract/organizations';
import { and, eq, or, sql } from 'drizzle-orm';
import { proposalSections, proposals } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { getOrganization } from './organizations.service.ts';

const path = 'sections.organization.idOrganization';

/**
 * The organisation step of a submission names one of the applicant's own organisations (a foreign
 * or unknown id is refused with the "missing organisation" message, spec §8). The proposal and its
 * sub-programme proposals record it, and the step keeps the organisation as it is on record.
 */
export async function recordOrganization(
  tx: Transaction,
  user: AuthUser,
  step: Record<string, unknown> | undefined,
  idProposal: number,
) {
  if (!step) return;
  const refused = badRequest(organizationMessages.organizationMissing, [
    { path, message: organizationMessages.organizationMissing },
  ]);
  if (typeof step.idOrganization !== 'number') throw refused;
  const organization = await getOrganization(tx, user, step.idOrganization).catch(() => {
    throw refused;
  });
  await tx
    .update(proposals)
    .set({ idOrganization: organization.idOrganization })
    .where(or(eq(proposals.idProposal, idProposal), eq(proposals.idProposalParent, idProposal)));
  const { organizationManagers, idUser: _owner, ...fields } = organization;
  const managers = organizationManagers.map(({ idOrganization: _o, idUser: _u, ...manager }) => manager);
  await tx
    .update(proposalSections)
    .set({ data: sql`${JSON.stringify({ ...fields, managers })}::jsonb` })
    .where(and(eq(proposalSections.idProposal, idProposal), eq(proposalSections.route, 'organization')));
}
