import type { DocumentReviewStatus } from '@amal/contract/documents';
import { canInProgram } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';
import { isSuperAdmin, rolesInProgram } from '../../lib/policy.ts';
import { canReadProposal } from '../proposals/proposals.policy.ts';

/** What the rules need to know of a proposal. */
export type ProposalParties = { idProgram: number; referrerIdUser: number; referenceIdUser: number };

/**
 * Who may see a proposal's documents and comments: its two sides (the referrer who applied and the
 * reference it is for), staff holding a role in its programme, and a super admin. Everyone else is
 * told the proposal does not exist (404).
 */
export const canSeeProposal = (user: AuthUser, proposal: ProposalParties): boolean =>
  canReadProposal(user, proposal) ||
  isSuperAdmin(user) ||
  rolesInProgram(user, proposal.idProgram).length > 0;

/** Uploading to a proposal is for its two sides only; staff upload into the verification instead. */
export const canUploadToProposal = (user: AuthUser, proposal: ProposalParties): boolean =>
  canReadProposal(user, proposal);

/**
 * Accepting a version or asking for it again: staff with a role in the programme (verifiers and the
 * programme's administrators; not a guest), and a super admin.
 */
export const canReviewDocuments = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'reviewDocuments');

/** Where a document is, and whom it is about (decision 0030). */
export type DocumentPlace = {
  idUser: number;
  idProposal: number | null;
  idTempProposal: number | null;
  idPerson: number | null;
};

/** Kept with a draft: the proposal does not exist yet. */
export const isInDraft = (document: DocumentPlace): boolean =>
  document.idProposal === null && document.idTempProposal !== null;

/**
 * A document is seen by its uploader; a draft's upload by nobody else. Otherwise also by the person
 * it is about, a super admin, whoever may see the proposal it is attached to, and, for a person's
 * own document (KTP, KK), staff of a programme with a proposal made for that person (`forPerson`).
 * Not the referrer of such a proposal: anyone who knows a member's NIP and WhatsApp number may name
 * them as recipient, and must not get their identity papers, nor see them listed, by doing so.
 */
export const canSeeDocument = (
  user: AuthUser,
  document: DocumentPlace,
  through: { attached: ProposalParties | null; forPerson: ProposalParties[] },
): boolean => {
  if (document.idUser === user.idUser) return true;
  if (isInDraft(document)) return false;
  return (
    document.idPerson === user.idUser ||
    isSuperAdmin(user) ||
    (through.attached !== null && canSeeProposal(user, through.attached)) ||
    through.forPerson.some((proposal) => rolesInProgram(user, proposal.idProgram).length > 0)
  );
};

/**
 * The recipient's own documents listed with a proposal made for them: for the recipient, staff of
 * the programme and a super admin; not for a referrer who is someone else.
 */
export const canListRecipientDocuments = (user: AuthUser, proposal: ProposalParties): boolean =>
  proposal.referenceIdUser === user.idUser ||
  isSuperAdmin(user) ||
  rolesInProgram(user, proposal.idProgram).length > 0;

/** A person's documents (GET /document/user/{idUser}/…): the person, and staff who may see a proposal for them. */
export const canListUserDocuments = (
  user: AuthUser,
  idUser: number,
  proposalsForPerson: ProposalParties[],
): boolean =>
  idUser === user.idUser ||
  isSuperAdmin(user) ||
  proposalsForPerson.some((proposal) => rolesInProgram(user, proposal.idProgram).length > 0);

export type RemoveRefusal = 'notUploader' | 'accepted' | 'complete' | 'removed';

/**
 * Removing a version: its uploader only, while the proposal's documents are not complete (or the
 * document is not attached to a proposal yet); an accepted version is kept.
 */
export function removeRefusal(
  user: AuthUser,
  document: { idUser: number; reviewStatus: DocumentReviewStatus; removed: boolean },
  proposal: { documentComplete: boolean } | null,
): RemoveRefusal | null {
  if (document.idUser !== user.idUser) return 'notUploader';
  if (document.removed) return 'removed';
  if (document.reviewStatus === 'ACCEPTED') return 'accepted';
  if (proposal?.documentComplete) return 'complete';
  return null;
}
