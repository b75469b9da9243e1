import type { BankAccountResponse } from '@amal/contract/finances';
import type { CurrentUser } from '@amal/contract/users';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render';
import { ProfileDetails } from './profile-details';

const ACCOUNT: BankAccountResponse = {
  idBankAccount: 7,
  idBank: 2,
  accountNumber: '1234567890',
  accountName: 'Ahmad Fauzi',
  description: null,
  idOrganization: null,
  bank: { idBank: 2, name: 'Bank Muamalat' },
};

function renderProfile(
  overrides: Partial<CurrentUser> = {},
  bankAccount: BankAccountResponse | null | undefined = ACCOUNT,
) {
  return renderWithProviders(
    <ProfileDetails
      user={buildCurrentUser(overrides)}
      domicileAddress="Alamat A"
      officialAddress="Alamat B"
      bankAccount={bankAccount}
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
    expect(screen.getAllByText('Ahmad Fauzi')).toHaveLength(2); // the member, and the account's holder
    expect(screen.getByText('ARN101-10001')).toBeInTheDocument();
    expect(screen.getByText('••••••••••••0001')).toBeInTheDocument();
    expect(screen.getByText('••••••••••••0002')).toBeInTheDocument();
    expect(screen.queryByText('3273011205900001')).not.toBeInTheDocument();
    expect(screen.getByText('Sabtu, 12 Mei 1990 (35 tahun)')).toBeInTheDocument();
    expect(screen.getByText('Bandung')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('situs pendidikan yayasan');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Nomor KTP, rekening bank, serta dokumen KTP dan KK dapat Anda tambahkan sendiri di aplikasi ini.',
    );
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

  it('shows the bank account: bank, holder, and the number masked to its last 4 digits', () => {
    renderProfile();
    const section = screen.getByRole('heading', { name: 'Rekening bank' }).parentElement!;
    expect(within(section).getByText('Bank Muamalat')).toBeInTheDocument();
    expect(within(section).getByText('Ahmad Fauzi')).toBeInTheDocument();
    expect(within(section).getByText('••••••7890')).toBeInTheDocument();
    expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
  });

  it('without a bank account says so and leads to "Lengkapi data"', () => {
    renderProfile({ idBankAccount: null, hasBankAccount: false }, null);
    expect(screen.getByText(/Belum ada rekening bank/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lengkapi data' })).toHaveAttribute('href', '/profile/lengkapi');
  });

  it('a complete member reaches the same page to change the account', () => {
    renderProfile();
    expect(screen.getByRole('link', { name: 'Rekening, KTP, dan dokumen' })).toHaveAttribute(
      'href',
      '/profile/lengkapi',
    );
  });

  it('shows "-" for missing values', () => {
    renderProfile({ email: null, idCardNumber: null });
    expect(screen.getAllByText('-').length).toBeGreaterThanOrEqual(2);
  });
});
