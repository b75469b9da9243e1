import { describe, expect, it } from 'vitest';
import { FOUNDATION_NAME_MAX, isWebUrl, settingsMessages, settingsSchema } from './settings.ts';

const valid = {
  foundationName: 'Yayasan Amal',
  customerServiceUrl: 'https://wa.me/6281100000000',
  handoverProof: false,
};
const messagesOf = (input: unknown) => {
  const parsed = settingsSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the settings form (issue 34 item 9)', () => {
  it.each([
    ['https://wa.me/6281100000000', true],
    ['http://localhost:3000/bantuan', true],
    ['https://cs.yayasan.or.id/?q=1#a', true],
    ['HTTPS://WA.ME/62811', true],
    ['ftp://wa.me/1', false],
    ['javascript:alert(1)', false],
    ['wa.me/6281100000000', false],
    ['https://', false],
    ['https://user:pass@wa.me/1', false],
    ['https://wa me/1', false],
  ])('%s is a web address: %s', (text, expected) => {
    expect(isWebUrl(text)).toBe(expected);
  });

  it('trims and accepts a whole valid form', () => {
    expect(settingsSchema.parse({ ...valid, foundationName: '  Yayasan Amal  ' }).foundationName).toBe(
      'Yayasan Amal',
    );
  });

  it.each([
    [{ foundationName: '   ' }, `foundationName: ${settingsMessages.foundationNameRequired}`],
    [
      { foundationName: 'x'.repeat(FOUNDATION_NAME_MAX + 1) },
      `foundationName: ${settingsMessages.foundationNameMax}`,
    ],
    [{ customerServiceUrl: '' }, `customerServiceUrl: ${settingsMessages.customerServiceUrlRequired}`],
    [
      { customerServiceUrl: 'ftp://x.id' },
      `customerServiceUrl: ${settingsMessages.customerServiceUrlInvalid}`,
    ],
    [{ handoverProof: 'ya' }, `handoverProof: ${settingsMessages.flagInvalid}`],
  ])('refuses %o with its Indonesian message', (change, message) => {
    expect(messagesOf({ ...valid, ...change })).toEqual([message]);
  });

  it('accepts a name of exactly the most characters', () => {
    expect(messagesOf({ ...valid, foundationName: 'x'.repeat(FOUNDATION_NAME_MAX) })).toEqual([]);
  });
});
