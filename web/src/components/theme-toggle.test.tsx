import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('switches between light and dark and keeps the choice in localStorage', async () => {
    renderWithProviders(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Tema gelap' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });
});
