import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/proposal/12?section=3', '/proposal/12?section=3'],
    ['/pengajuan-bantuan#atas', '/pengajuan-bantuan#atas'],
  ])('keeps the same-site path %s', (prev, expected) => {
    expect(safeRedirectPath(prev)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['profile'],
    ['https://evil.example/'],
    ['//evil.example'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?prev=/profile'],
  ])('falls back to / for %s', (prev) => {
    expect(safeRedirectPath(prev)).toBe('/');
  });
});

describe('loginPath', () => {
  it('keeps the previous path readable and parseable', () => {
    expect(loginPath('/')).toBe('/login?prev=/');
    const url = new URL(loginPath('/proposal/3?section=2&x=1'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('prev')).toBe('/proposal/3?section=2&x=1');
  });
});
