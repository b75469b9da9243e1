import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import {
  canListRecipientDocuments,
  canListUserDocuments,
  canReviewDocuments,
  canSeeDocument,
  canSeeProposal,
  canUploadToProposal,
  type DocumentPlace,
  isInDraft,
  removeRefusal,
} from './documents.policy.ts';

const user = (idUser: number, roles: AuthUser['roles'] = []): AuthUser => ({
  idUser,
  idSession: 's',
  nip: null,
  admin: roles.length > 0,
  roles,
});
const applicant = user(1);
const recipient = user(2);
const stranger = user(3);
const verifier = user(4, [{ idProgram: 3, idRole: 6 }]);
const otherProgramme = user(5, [{ idProgram: 9, idRole: 6 }]);
const guest = user(6, [{ idProgram: 3, idRole: 15 }]);
const superAdmin = user(7, [{ idProgram: 1, idRole: 9 }]);
const proposal = { idProgram: 3, referrerIdUser: 1, referenceIdUser: 2 };

describe('who may see a proposal’s documents and comments', () => {
  it.each([
    ['its referrer', applicant, true],
    ['its reference', recipient, true],
    ['staff of its programme', verifier, true],
    ['a guest of its programme', guest, true],
    ['a super admin', superAdmin, true],
    ['staff of another programme', otherProgramme, false],
    ['another applicant', stranger, false],
  ])('%s: %s', (_, who, allowed) => {
    expect(canSeeProposal(who, proposal)).toBe(allowed);
  });

  it('uploads to a proposal only from its two sides', () => {
    expect(canUploadToProposal(applicant, proposal)).toBe(true);
    expect(canUploadToProposal(recipient, proposal)).toBe(true);
    expect(canUploadToProposal(verifier, proposal)).toBe(false);
  });

  it('reviews by staff of the programme (not a guest) and a super admin', () => {
    expect(canReviewDocuments(verifier, 3)).toBe(true);
    expect(canReviewDocuments(superAdmin, 3)).toBe(true);
    expect(canReviewDocuments(guest, 3)).toBe(false);
    expect(canReviewDocuments(otherProgramme, 3)).toBe(false);
    expect(canReviewDocuments(applicant, 3)).toBe(false);
  });
});

/** A document's place: the person's own unless told otherwise (decision 0030). */
const place = (idUser: number, where: Partial<DocumentPlace> = {}): DocumentPlace => ({
  idUser,
  idProposal: null,
  idTempProposal: null,
  idPerson: idUser,
  ...where,
});

describe('a person’s own documents', () => {
  it('are seen by the person and through the proposals made for them', () => {
    const ktp = place(2);
    const none = { attached: null, forPerson: [] };
    const forRecipient = { attached: null, forPerson: [proposal] };
    expect(canSeeDocument(recipient, ktp, none)).toBe(true);
    expect(canSeeDocument(verifier, ktp, forRecipient)).toBe(true);
    expect(canSeeDocument(guest, ktp, forRecipient)).toBe(true);
    expect(canSeeDocument(verifier, ktp, none)).toBe(false);
    expect(canSeeDocument(stranger, ktp, forRecipient)).toBe(false);
    expect(canSeeDocument(otherProgramme, ktp, forRecipient)).toBe(false);
    expect(canSeeDocument(superAdmin, ktp, none)).toBe(true);
  });

  it('are not shown to whoever named the person as recipient (access matrix, issue 6)', () => {
    // The applicant made a proposal for the recipient: they know the NIP and WhatsApp number, which
    // is all it takes to name a member; that must not open the member's ID card and family card.
    const ktp = place(2);
    expect(canSeeDocument(applicant, ktp, { attached: null, forPerson: [proposal] })).toBe(false);
    expect(canListRecipientDocuments(applicant, proposal)).toBe(false);
    expect(canListRecipientDocuments(recipient, proposal)).toBe(true);
    expect(canListRecipientDocuments(guest, proposal)).toBe(true);
    expect(canListRecipientDocuments(superAdmin, proposal)).toBe(true);
    expect(canListRecipientDocuments(otherProgramme, proposal)).toBe(false);
    // A KTP attached to that proposal (by either side) is the proposal's document, about the recipient.
    const attached = place(2, { idProposal: 9, idPerson: 2 });
    expect(canSeeDocument(applicant, attached, { attached: proposal, forPerson: [] })).toBe(true);
    // A KTP the applicant uploaded for a person they recorded is theirs as uploader.
    const uploaded = place(1, { idProposal: 9, idPerson: 2 });
    expect(canSeeDocument(applicant, uploaded, { attached: proposal, forPerson: [] })).toBe(true);
    // And the person it is about sees it.
    expect(canSeeDocument(recipient, uploaded, { attached: null, forPerson: [] })).toBe(true);
  });

  it('are listed for the person and for staff of a proposal made for them', () => {
    expect(canListUserDocuments(recipient, 2, [])).toBe(true);
    expect(canListUserDocuments(verifier, 2, [proposal])).toBe(true);
    expect(canListUserDocuments(otherProgramme, 2, [proposal])).toBe(false);
    expect(canListUserDocuments(applicant, 2, [proposal])).toBe(false);
  });
});

describe('a draft’s uploads', () => {
  it('are seen by their uploader only, not even by a super admin', () => {
    const upload = place(1, { idTempProposal: 5, idPerson: null });
    const none = { attached: null, forPerson: [] };
    expect(isInDraft(upload)).toBe(true);
    expect(canSeeDocument(applicant, upload, none)).toBe(true);
    for (const who of [recipient, stranger, verifier, superAdmin]) {
      expect(canSeeDocument(who, upload, none)).toBe(false);
    }
    // Once the proposal is sent, it is the proposal's (it keeps the draft's id).
    expect(isInDraft({ ...upload, idProposal: 9 })).toBe(false);
  });
});

describe('removing a version', () => {
  const pending = { idUser: 1, reviewStatus: 'PENDING' as const, removed: false };
  it.each([
    ['its uploader, proposal incomplete', applicant, pending, { documentComplete: false }, null],
    ['its uploader, not attached yet', applicant, pending, null, null],
    ['someone else', verifier, pending, { documentComplete: false }, 'notUploader'],
    ['its uploader, proposal complete', applicant, pending, { documentComplete: true }, 'complete'],
    ['an accepted version', applicant, { ...pending, reviewStatus: 'ACCEPTED' as const }, null, 'accepted'],
    ['a removed version', applicant, { ...pending, removed: true }, null, 'removed'],
  ])('%s → %s', (_, who, document, parent, refusal) => {
    expect(removeRefusal(who, document, parent)).toBe(refusal);
  });
});
