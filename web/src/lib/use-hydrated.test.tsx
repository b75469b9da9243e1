import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Submit() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Masuk
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in HTML made ahead of the scripts, so a prerendered submit is disabled', () => {
    expect(renderToString(<Submit />)).toContain('disabled');
  });

  it('is true once the page runs', () => {
    render(<Submit />);
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });
});
