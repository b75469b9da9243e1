import { APPLICATION_REQUIREMENT_LABELS } from '@amal/contract/home-menu';
import type { CurrentUser } from '@amal/contract/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render';
import { HomeMenu } from './home-menu';

const CS_URL = 'https://cs.example.org/amal';

function renderMenu(overrides: Partial<CurrentUser>, customerServiceUrl: string | undefined = CS_URL) {
  return renderWithProviders(
    <HomeMenu user={buildCurrentUser(overrides)} customerServiceUrl={customerServiceUrl} />,
  );
}

const tile = (name: string) => screen.getByRole('link', { name });

describe('HomeMenu', () => {
  it('opens "Ajukan Bantuan" and "Pengajuan Berjalan" for a complete user', () => {
    renderMenu({});
    expect(tile('Ajukan Bantuan')).toHaveAttribute('href', '/pengajuan-bantuan');
    expect(tile('Ajukan Bantuan')).not.toHaveAttribute('aria-disabled');
    expect(tile('Pengajuan Berjalan')).toHaveAttribute('href', '/proposal');
    expect(tile('Pengajuan Berjalan')).not.toHaveAttribute('aria-disabled');
  });

  it.each<[string, Partial<CurrentUser>, string]>([
    ['no bank account', { hasBankAccount: false, idBankAccount: null }, 'rekening bank'],
    ['no KTP number', { idCardNumber: null }, 'nomor KTP'],
    ['a blank KTP number', { idCardNumber: '   ' }, 'nomor KTP'],
    ['no document of type 2', { homeDocumentTypes: [6] }, APPLICATION_REQUIREMENT_LABELS.documents],
    ['no document of type 6', { homeDocumentTypes: [2] }, APPLICATION_REQUIREMENT_LABELS.documents],
    ['no documents', { homeDocumentTypes: [] }, APPLICATION_REQUIREMENT_LABELS.documents],
  ])('disables the first two tiles with %s and says what is missing', (_, overrides, missing) => {
    renderMenu(overrides);
    for (const name of ['Ajukan Bantuan', 'Pengajuan Berjalan']) {
      expect(tile(name)).toHaveAttribute('aria-disabled', 'true');
      expect(tile(name)).toHaveAttribute('href', '#');
      expect(tile(name)).toHaveAccessibleDescription(`Lengkapi ${missing} untuk mulai mengajukan bantuan.`);
    }
    expect(tile('Hubungi Admin')).not.toHaveAttribute('aria-disabled');
  });

  it('lists every missing piece', () => {
    renderMenu({ hasBankAccount: false, idCardNumber: null, homeDocumentTypes: [] });
    expect(tile('Ajukan Bantuan')).toHaveAccessibleDescription(
      'Lengkapi rekening bank, nomor KTP, dan dokumen KTP/KK untuk mulai mengajukan bantuan.',
    );
  });

  it('does not navigate from a disabled tile', async () => {
    const { router } = renderMenu({ hasBankAccount: false });
    await userEvent.setup().click(tile('Ajukan Bantuan'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('navigates from an enabled tile', async () => {
    const { router } = renderMenu({});
    await userEvent.setup().click(tile('Pengajuan Berjalan'));
    expect(router.state.location.pathname).toBe('/proposal');
  });

  it('keeps "Hubungi Admin" enabled, opening the customer-service site in a new tab', () => {
    renderMenu({ hasBankAccount: false, idCardNumber: null, homeDocumentTypes: [] });
    const admin = tile('Hubungi Admin');
    expect(admin).toHaveAttribute('href', CS_URL);
    expect(admin).toHaveAttribute('target', '_blank');
    expect(admin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(admin).not.toHaveAttribute('aria-disabled');
  });
});
