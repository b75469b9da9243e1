import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import type { DraftData } from '@amal/contract/drafts';
import { asRecord } from '../steps/step-props';

const num = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The applicant's relationship to the recipient, as the server reads it at submission
 * (`relationshipOf`): the referrer step's answer, else the reference step's own (a programme without
 * a referrer step), else "self".
 */
export const relationshipOf = (draft: DraftData): number =>
  num(asRecord(draft.referrer).idRelationshipWithReference) ??
  num(asRecord(draft.reference).idRelationshipWithReference) ??
  RELATIONSHIP_SELF;

/** Whether the application is for the applicant themself (their own account and documents count). */
export const isForSelf = (draft: DraftData): boolean => relationshipOf(draft) === RELATIONSHIP_SELF;

/** The recipient's name as the reference step gives it, if it does. */
export function recipientName(draft: DraftData): string | null {
  const name = asRecord(draft.reference).fullName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}
