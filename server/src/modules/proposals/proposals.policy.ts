import { normalizeWhatsapp } from '@amal/contract/patterns';
import type { ProposalListBy } from '@amal/contract/proposals';
import type { AuthUser } from '../../lib/access.ts';
import { isSuperAdmin, rolesInProgram } from '../../lib/policy.ts';

type Parties = { referrerIdUser: number; referenceIdUser: number };

/**
 * An applicant reads a proposal from the side they are on: as referrer (they submitted it) or as
 * reference (it is for them). Staff read it through canStaffReadProposal.
 */
export const canReadProposalAs = (user: AuthUser, proposal: Parties, by: ProposalListBy): boolean =>
  by === 'referer' ? proposal.referrerIdUser === user.idUser : proposal.referenceIdUser === user.idUser;

/** Either side of a proposal may read it, e.g. its status history. */
export const canReadProposal = (user: AuthUser, proposal: Parties): boolean =>
  canReadProposalAs(user, proposal, 'referer') || canReadProposalAs(user, proposal, 'reference');

/**
 * Staff holding a role in the proposal's programme, and a super admin, read it from either side: the
 * same people who may see its documents, so a verifier can open "Lengkapi pengajuan" to review them.
 */
export const canStaffReadProposal = (user: AuthUser, idProgram: number): boolean =>
  isSuperAdmin(user) || rolesInProgram(user, idProgram).length > 0;

type NamedUser = {
  idUser: number;
  createdBy: number | null;
  nip: string | null;
  whatsappNumber: string | null;
};

/**
 * Whom a proposal may name as its recipient: the applicant, a person the applicant recorded, or a
 * member the applicant found with "Check", which takes both their NIP and WhatsApp number. A bare
 * id is not enough, or anyone could learn names by trying ids.
 */
export function canNameAsReference(
  user: AuthUser,
  person: NamedUser,
  claimed: { nip?: string | null; whatsappNumber?: string | null },
): boolean {
  if (person.idUser === user.idUser || person.createdBy === user.idUser) return true;
  return (
    Boolean(person.nip && person.whatsappNumber) &&
    person.nip?.toUpperCase() === claimed.nip?.toUpperCase() &&
    person.whatsappNumber === normalizeWhatsapp(claimed.whatsappNumber ?? '')
  );
}

/**
 * A recipient answers a proposal someone else made for them (accepts it, or declines it and it is
 * cancelled), once, while the foundation has not decided it. Their own proposals need no answer.
 */
export const canRespondAsRecipient = (
  user: AuthUser,
  proposal: Parties & { recipientResponse: string | null; final: boolean },
): boolean =>
  proposal.referenceIdUser === user.idUser &&
  proposal.referrerIdUser !== user.idUser &&
  proposal.recipientResponse === null &&
  !proposal.final;
