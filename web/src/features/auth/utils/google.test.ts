import { GOOGLE_ERROR_PARAM as CONTRACT_PARAM, googleMessages } from '@amal/contract/google';
import { describe, expect, it } from 'vitest';
import { GOOGLE_ERROR_PARAM, GOOGLE_FAILED_TITLE, googleStartPath } from './google';

describe('googleStartPath', () => {
  it('starts the member sign-in without parameters', () => {
    expect(googleStartPath({})).toBe('/api/auth/google/login');
  });

  it('asks for the staff sign-in with admin=1', () => {
    expect(googleStartPath({ admin: true })).toBe('/api/auth/google/login?admin=1');
  });

  it('carries a page of this site to return to', () => {
    expect(googleStartPath({ prev: '/proposal/12?tab=2' })).toBe(
      `/api/auth/google/login?prev=${encodeURIComponent('/proposal/12?tab=2')}`,
    );
    expect(googleStartPath({ admin: true, prev: '/admin/program' })).toBe(
      '/api/auth/google/login?admin=1&prev=%2Fadmin%2Fprogram',
    );
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', '/login'])(
    'leaves out an unsafe prev (%s)',
    (prev) => {
      expect(googleStartPath({ prev })).toBe('/api/auth/google/login');
    },
  );
});

describe('the texts the login page holds without zod', () => {
  it('are the contract’s', () => {
    expect(GOOGLE_ERROR_PARAM).toBe(CONTRACT_PARAM);
    expect(GOOGLE_FAILED_TITLE).toBe(googleMessages.failedTitle);
  });
});
