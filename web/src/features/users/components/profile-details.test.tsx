import type { CurrentUser } from '@amal/contract/users';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render';
import { ProfileDetails } from './profile-details';

function renderProfile(overrides: Partial<CurrentUser> = {}) {
  return renderWithProviders(
    <ProfileDetails
      user={buildCurrentUser(overrides)}
      domicileAddress="Alamat A"
      officialAddress="Alamat B"
    />,
  );
}

describe('ProfileDetails', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the member data read-only, with KTP and KK masked to their last 4 digits', () => {
    renderProfile();
    expect(screen.getByText('Ahmad Fauzi')).toBeInTheDocument();
    expect(screen.getByText('ARN101-10001')).toBeInTheDocument();
    expect(screen.getByText('••••••••••••0001')).toBeInTheDocument();
    expect(screen.getByText('••••••••••••0002')).toBeInTheDocument();
    expect(screen.queryByText('3273011205900001')).not.toBeInTheDocument();
    expect(screen.getByText('Sabtu, 12 Mei 1990 (35 tahun)')).toBeInTheDocument();
    expect(screen.getByText('Bandung')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('situs pendidikan yayasan');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Alamat A')).toBeInTheDocument();
    expect(screen.getByText('Alamat B')).toBeInTheDocument();
  });

  it.each<[string, string | null, boolean]>([
    ['a participant ("peserta")', 'peserta', false],
    ['a non-participant member', 'pengurus', true],
    ['a user without membership', null, true],
  ])('shows divisions for %s: %s', (_, membership, shown) => {
    renderProfile({ membership, division: 'Dakwah, Pendidikan' });
    if (shown) {
      expect(screen.getByText('Divisi')).toBeInTheDocument();
      expect(screen.getByText('Dakwah')).toBeInTheDocument();
      expect(screen.getByText('Pendidikan')).toBeInTheDocument();
    } else {
      expect(screen.queryByText('Divisi')).not.toBeInTheDocument();
      expect(screen.queryByText('Dakwah')).not.toBeInTheDocument();
    }
  });

  it('shows "-" for missing values', () => {
    renderProfile({ email: null, idCardNumber: null });
    expect(screen.getAllByText('-').length).toBeGreaterThanOrEqual(2);
  });
});
