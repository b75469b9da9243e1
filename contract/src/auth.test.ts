import { describe, expect, it } from 'vitest';
import { loginMemberSchema, tooManyAttemptsMessage } from './auth.ts';

const firstMessageAt = (input: unknown, field: string) =>
  loginMemberSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('§5 login: NIP and password', () => {
  it.each([
    ['missing', {}],
    ['empty', { username: '' }],
    ['blank', { username: '   ' }],
  ])('NIP required: "Masukan NIP" when %s', (_case, input) => {
    expect(firstMessageAt({ password: 'demo1234', ...input }, 'username')).toBe('Masukan NIP');
  });

  it.each([
    ['missing', {}],
    ['empty', { password: '' }],
  ])('password required: "Wajib memasukan password" when %s', (_case, input) => {
    expect(firstMessageAt({ username: 'ARN101-10001', ...input }, 'password')).toBe(
      'Wajib memasukan password',
    );
  });

  it.each([
    ['a', false],
    ['abc', false], // 3 characters
    ['abcd', true], // 4 characters: the minimum
    ['demo1234', true],
  ])('password at least 4 characters ("Password minimal 4 karakter"): %j valid %s', (password, valid) => {
    const result = loginMemberSchema.safeParse({ username: 'ARN101-10001', password });
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe('Password minimal 4 karakter');
  });

  it('the admin flag is optional and kept when given', () => {
    expect(
      loginMemberSchema.parse({ username: 'ARN101-10009', password: 'demo1234', isAdmin: true }).isAdmin,
    ).toBe(true);
  });
});

describe('too many login attempts: the retry time is shown on the Jakarta clock', () => {
  it.each([
    ['2026-01-01T03:05:00Z', '10.05'],
    ['2025-12-31T17:30:00Z', '00.30'], // next day in Jakarta
    ['2026-01-01T16:59:00Z', '23.59'],
  ])('retry at %s → "pukul %s WIB"', (instant, time) => {
    expect(tooManyAttemptsMessage(new Date(instant))).toBe(
      `Terlalu banyak percobaan masuk. Silakan coba lagi pukul ${time} WIB.`,
    );
  });
});
