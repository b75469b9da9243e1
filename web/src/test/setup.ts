import '@testing-library/jest-dom/vitest';
import { SESSION_HINT_COOKIE } from '@amal/contract/session';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Component tests decide who is logged in through the mocked GET /api/user, so the browser
// carries the session hint that makes the app ask.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the hint cookie the server would set
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

// jsdom lacks the layout APIs Mantine and Embla ask for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

window.HTMLElement.prototype.scrollIntoView = () => {};
