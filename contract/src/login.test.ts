import { describe, expect, it } from 'vitest';
import { loginMemberSchema } from './auth.ts';
import { loginFieldRules, loginMessages, normalizeNip } from './login.ts';

describe('§5 login rules, as the login form applies them', () => {
  it.each([
    ['', 'Masukan NIP'],
    ['   ', 'Masukan NIP'],
    ['ARN101-10001', undefined],
    ['  ARN101-10001 ', undefined],
  ])('NIP %j → %s', (nip, message) => {
    expect(loginFieldRules.username(nip)).toBe(message);
  });

  it.each([
    ['', 'Wajib memasukan password'],
    ['a', 'Password minimal 4 karakter'],
    ['abc', 'Password minimal 4 karakter'], // 3 characters
    ['abcd', undefined], // 4 characters: the minimum
    ['    ', undefined], // spaces count: the password is sent as typed
    ['demo1234', undefined],
  ])('password %j → %s', (password, message) => {
    expect(loginFieldRules.password(password)).toBe(message);
  });

  it('the NIP is sent without surrounding spaces', () => {
    expect(normalizeNip('  ARN101-10001 ')).toBe('ARN101-10001');
  });

  it('hint under the NIP field: "Format: ARN123-45678 tanpa spasi"', () => {
    expect(loginMessages.nipHint).toBe('Format: ARN123-45678 tanpa spasi');
  });
});

describe('the route answers what the form shows: loginMemberSchema is built from these rules', () => {
  const values = ['', '   ', 'x', 'abc', 'abcd', ' ARN101-10001 ', 'demo1234'];
  const messageAt = (input: { username: string; password: string }, field: 'username' | 'password') =>
    loginMemberSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it.each(values)('NIP %j', (nip) => {
    expect(messageAt({ username: nip, password: 'demo1234' }, 'username')).toBe(
      loginFieldRules.username(nip),
    );
  });

  it.each(values)('password %j', (password) => {
    expect(messageAt({ username: 'ARN101-10001', password }, 'password')).toBe(
      loginFieldRules.password(password),
    );
  });

  it('the route reads the NIP as the form sends it', () => {
    expect(loginMemberSchema.parse({ username: ' ARN101-10001 ', password: 'demo1234' }).username).toBe(
      normalizeNip(' ARN101-10001 '),
    );
  });
});
