import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-forty-eight-characters-length!!');
const claims = { username: 'ARN101-10001', admin: false, sid: 'session-1', sub: '7' };
const inAMinute = () => new Date(Date.now() + 60_000);

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token it signed, again and again (the second time from memory)', async () => {
    const tokens = createTokens(secret);
    const token = await tokens.sign(claims, inAMinute());
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret, or changed', async () => {
    const tokens = createTokens(secret);
    const other = createTokens(new TextEncoder().encode('another-secret-of-forty-eight-characters-length!'));
    const token = await other.sign(claims, inAMinute());
    expect(await tokens.verify(token)).toBeNull();
    const mine = await tokens.sign(claims, inAMinute());
    expect(await tokens.verify(mine)).toEqual(claims);
    const [header, , signature] = mine.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, admin: true, exp: 4e9 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokens(secret);
    const token = await tokens.sign(claims, inAMinute());
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
