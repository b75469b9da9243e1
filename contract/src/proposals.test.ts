import { describe, expect, it } from 'vitest';
import {
  PROPOSAL_LIST_MAX_ROWS,
  proposalListParamsSchema,
  proposalListQuerySchema,
  submitProposalSchema,
} from './proposals.ts';

describe('proposalListParamsSchema (GET /api/proposals/{by}/{page}/{rows})', () => {
  it.each([
    [{ by: 'referer', page: '1', rows: '4' }, true],
    [{ by: 'reference', page: '2', rows: '4' }, true],
    [{ by: 'staff', page: '1', rows: '4' }, false],
    [{ by: 'referer', page: '0', rows: '4' }, false],
    [{ by: 'referer', page: '1', rows: String(PROPOSAL_LIST_MAX_ROWS + 1) }, false],
  ])('%j valid=%s', (params, valid) => {
    expect(proposalListParamsSchema.safeParse(params).success).toBe(valid);
  });
});

describe('proposalListQuerySchema (spec §7 filters, spelled as the spec writes them)', () => {
  it('reads every filter and treats empty boxes as no filter', () => {
    const parsed = proposalListQuerySchema.parse({
      'Program.idProgram': '3',
      'ProposalStatusHistory.idProposalStatus': '',
      'referrer.name': '  Ahmad ',
      'reference.nip': '',
      'Proposals.verificationNumber': 'V-1',
    });
    expect(parsed).toEqual({
      'Program.idProgram': 3,
      'ProposalStatusHistory.idProposalStatus': undefined,
      'referrer.name': 'Ahmad',
      'reference.nip': undefined,
      'Proposals.verificationNumber': 'V-1',
    });
  });
});

describe('submitProposalSchema (POST /api/proposal/batch)', () => {
  const item = {
    idProgram: 3,
    idTempProposal: 1,
    submissionKey: '2f1b6c3e-8a4d-4c2b-9e7f-1a2b3c4d5e6f',
    sections: { reference: {} },
  };
  it.each([
    ['a valid item', [item], true],
    ['no item', [], false],
    ['a submission key that is not a UUID', [{ ...item, submissionKey: 'abc' }], false],
    ['a section route that does not exist', [{ ...item, sections: { unknown: {} } }], false],
  ])('%s: valid=%s', (_what, body, valid) => {
    expect(submitProposalSchema.safeParse(body).success).toBe(valid);
  });
});
