import { SESSION_HINT_COOKIE } from '@amal/contract/session';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { getCurrentUser } from './get-current-user';

describe('getCurrentUser', () => {
  it('answers null for a visitor without asking the server when there is no session hint', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes the hint cookie the server would clear
    document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const fetchMock = mockFetch({ 'GET /api/user': () => json({}) });
    expect(await getCurrentUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers null when the server says the session ended (401)', async () => {
    mockFetch({ 'GET /api/user': () => json({ statusCode: 401, message: 'x', errors: [] }, 401) });
    expect(await getCurrentUser()).toBeNull();
  });
});
