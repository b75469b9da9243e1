import { describe, expect, it } from 'vitest';
import {
  createDraftSchema,
  DRAFT_DATA_MAX_BYTES,
  draftMessages,
  mergeDraftData,
  parseDraftData,
  updateDraftSchema,
} from './drafts.ts';

describe('parseDraftData (spec §4: an unparsable stored draft is only logged, never fatal)', () => {
  it.each([
    ['{"reference":{"fullName":"Siti"}}', { reference: { fullName: 'Siti' } }],
    ['{broken', {}],
    ['[1,2]', {}],
    ['null', {}],
    ['"text"', {}],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ])('reads %j as %j', (text, expected) => {
    expect(parseDraftData(text)).toEqual(expected);
  });
});

describe('mergeDraftData (spec §4: the browser copy is merged with the server copy)', () => {
  it('keeps the server’s steps and takes each step the browser holds from the browser', () => {
    const server = { reference: { fullName: 'Lama' }, referrer: { reason: 'server' } };
    const local = { reference: { fullName: 'Baru' }, family: { nomorKK: '1' } };
    expect(mergeDraftData(server, local)).toEqual({
      reference: { fullName: 'Baru' },
      referrer: { reason: 'server' },
      family: { nomorKK: '1' },
    });
  });
});

describe('createDraftSchema and updateDraftSchema', () => {
  it.each([
    ['{"reference":{}}', true, undefined],
    ['{}', true, undefined],
    ['[]', false, draftMessages.notAnObject],
    ['{oops', false, draftMessages.notAnObject],
    [JSON.stringify({ a: 'é'.repeat(DRAFT_DATA_MAX_BYTES / 2) }), false, draftMessages.tooLarge],
  ])('data %# valid=%s', (data, valid, message) => {
    const result = createDraftSchema.safeParse({ idProgram: 3, data });
    expect(result.success).toBe(valid);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes only DRAFTED or SUBMITTED as status', () => {
    expect(updateDraftSchema.safeParse({ idTempProposal: 1, status: 'SUBMITTED' }).success).toBe(true);
    expect(updateDraftSchema.safeParse({ idTempProposal: 1, status: 'DONE' }).success).toBe(false);
  });
});
