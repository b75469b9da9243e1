import { describe, expect, it } from 'vitest';
import { commentChannel, commentChannelParams, commentCreateSchema, commentMessages } from './comments.ts';

describe('§7 comments', () => {
  it('a proposal\'s comments travel on the live channel "comment-{idProposal}"', () => {
    expect(commentChannel(42)).toBe('comment-42');
  });

  it.each([
    ['an empty message', '   ', commentMessages.messageRequired],
    ['a message over 2000 characters', 'x'.repeat(2001), commentMessages.tooLong],
  ])('refuses %s', (_, message, expected) => {
    const result = commentCreateSchema.safeParse({
      idProposal: 1,
      idReference: 2,
      tableReference: 'documents',
      message,
    });
    expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it('keeps the text as typed (trimmed): HTML is text, not markup', () => {
    const parsed = commentCreateSchema.parse({
      idProposal: 1,
      idReference: 2,
      tableReference: 'documents',
      message: ' <b>tebal</b> ',
    });
    expect(parsed.message).toBe('<b>tebal</b>');
  });
});

describe('GET /api/live/comment-{idProposal}', () => {
  it('takes the proposal id from the path', () => {
    expect(commentChannelParams.parse({ idProposal: '42' })).toEqual({ idProposal: 42 });
    expect(commentChannelParams.safeParse({ idProposal: 'abc' }).success).toBe(false);
  });
});
