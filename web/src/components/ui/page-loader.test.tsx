import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageLoader } from './page-loader';

describe('PageLoader', () => {
  it('is a status named "Memuat" (axe: an aria-label needs a role that takes one)', () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeInTheDocument();
  });
});
