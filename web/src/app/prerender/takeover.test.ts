import { SESSION_HINT_COOKIE } from '@amal/contract/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, showsPrerenderedPage } from './takeover';

const root = (path: string | null) => {
  const element = document.createElement('div');
  if (path) element.setAttribute(PRERENDERED_ATTRIBUTE, path);
  return element;
};

describe('showsPrerenderedPage: may React hydrate #root as it is?', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a visitor carries no session hint
    document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    window.history.replaceState(null, '', '/login?prev=%2Fprofile');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('yes for a visitor on the path the page was prerendered for, whatever the query', () => {
    expect(showsPrerenderedPage(root('/login'))).toBe(true);
  });

  it('no when #root holds only the frame, or a page prerendered for another path', () => {
    expect(showsPrerenderedPage(root(null))).toBe(false);
    expect(showsPrerenderedPage(root('/'))).toBe(false);
  });

  it('no for a member: their first render is not the visitor page the HTML holds', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint the server sets at login
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(showsPrerenderedPage(root('/login'))).toBe(false);
  });

  it('no in the dark theme: the HTML was drawn in the light one', () => {
    window.localStorage.setItem('mantine-color-scheme-value', 'dark');
    expect(showsPrerenderedPage(root('/login'))).toBe(false);
    window.localStorage.setItem('mantine-color-scheme-value', 'light');
    expect(showsPrerenderedPage(root('/login'))).toBe(true);
  });
});
