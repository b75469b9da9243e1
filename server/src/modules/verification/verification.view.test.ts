import { describe, expect, it } from 'vitest';
import { recipientAnswer } from './verification.view.ts';

describe('the recipient’s data the verifier starts from', () => {
  it('carries the proposal’s recipient, a non-member’s whose step had no id', () => {
    expect(recipientAnswer({ fullName: 'Khadijah', reason: 'x' }, null, 41)).toEqual({
      fullName: 'Khadijah',
      reason: 'x',
      idUser: 41,
    });
  });

  it('takes the relationship from the referrer’s step, where the applicant gave it', () => {
    expect(
      recipientAnswer({ idUser: 7, idRelationshipWithReference: 1 }, { idRelationshipWithReference: 5 }, 41),
    ).toEqual({ idUser: 41, idRelationshipWithReference: 5 });
    expect(recipientAnswer({ idRelationshipWithReference: 1 }, {}, 41)).toEqual({
      idUser: 41,
      idRelationshipWithReference: 1,
    });
  });

  it('leaves a missing answer missing', () => {
    expect(recipientAnswer(null, { idRelationshipWithReference: 5 }, 41)).toBeNull();
  });
});
