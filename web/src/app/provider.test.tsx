import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from '../components/theme-toggle';
import { AppProvider } from './provider';

/** A phone whose system setting is dark mode (or not). */
function phoneInDarkMode(dark: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: dark && query.includes('prefers-color-scheme: dark'),
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('AppProvider: the colour scheme', () => {
  let restore = () => {};
  afterEach(() => restore());

  it("follows the phone's dark mode while the member has not chosen", async () => {
    restore = phoneInDarkMode(true);
    render(<AppProvider>{null}</AppProvider>);
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('follows a light phone too', async () => {
    restore = phoneInDarkMode(false);
    render(<AppProvider>{null}</AppProvider>);
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it("keeps the member's stored choice over the phone's setting, and the switch shows it", async () => {
    restore = phoneInDarkMode(true);
    window.localStorage.setItem('mantine-color-scheme-value', 'light');
    render(
      <AppProvider>
        <ThemeToggle />
      </AppProvider>,
    );
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(screen.getByRole('button', { name: 'Tema gelap' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the switch pressed when the phone is dark and nothing is stored', async () => {
    restore = phoneInDarkMode(true);
    render(
      <AppProvider>
        <ThemeToggle />
      </AppProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tema gelap' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
