import { APPLICATION_REQUIREMENT_LABELS } from '@amal/contract/home-menu';
import type { CurrentUser } from '@amal/contract/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render';
import { HomeMenu } from './home-menu';

const CS_URL = 'https://cs.example.org/amal';

function renderMenu(
  overrides: Partial<CurrentUser>,
  customerServiceUrl: string | undefined = CS_URL,
  proposalsForMe = false,
) {
  return renderWithProviders(
    <HomeMenu
      user={buildCurrentUser(overrides)}
      customerServiceUrl={customerServiceUrl}
      proposalsForMe={proposalsForMe}
    />,
  );
}

const LOCKED_ACTION = 'Lengkapi data sekarang';

const tile = (name: string) => screen.getByRole('link', { name });

describe('HomeMenu', () => {
  it('opens "Ajukan Bantuan" and "Pengajuan Berjalan" for a complete user', () => {
    renderMenu({});
    expect(tile('Ajukan Bantuan')).toHaveAttribute('href', '/pengajuan-bantuan');
    expect(tile('Ajukan Bantuan')).not.toHaveAttribute('aria-disabled');
    expect(tile('Ajukan Bantuan')).not.toHaveAttribute('data-locked');
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
  ])(
    'locks the first two tiles with %s, says what is missing and leads to "Lengkapi data"',
    (_, overrides, missing) => {
      renderMenu(overrides);
      for (const name of ['Ajukan Bantuan', 'Pengajuan Berjalan']) {
        // A working link to where it is unlocked: not aria-disabled, which would say it does nothing.
        expect(tile(name)).not.toHaveAttribute('aria-disabled');
        expect(tile(name)).toHaveAttribute('data-locked', 'true');
        expect(tile(name)).toHaveAttribute('href', '/profile/lengkapi');
        expect(tile(name)).toHaveAccessibleDescription(
          `Lengkapi ${missing} untuk mulai mengajukan bantuan. ${LOCKED_ACTION}`,
        );
      }
      expect(tile('Hubungi Admin')).not.toHaveAttribute('aria-disabled');
    },
  );

  it('lists every missing piece', () => {
    renderMenu({ hasBankAccount: false, idCardNumber: null, homeDocumentTypes: [] });
    expect(tile('Ajukan Bantuan')).toHaveAccessibleDescription(
      `Lengkapi rekening bank, nomor KTP, dan dokumen KTP/KK untuk mulai mengajukan bantuan. ${LOCKED_ACTION}`,
    );
  });

  it.each(['Ajukan Bantuan', 'Pengajuan Berjalan'])(
    'a tap on the locked "%s" opens the completion page',
    async (name) => {
      const { router } = renderMenu({ hasBankAccount: false });
      await userEvent.setup().click(tile(name));
      expect(router.state.location.pathname).toBe('/profile/lengkapi');
    },
  );

  it('opens "Pengajuan Berjalan" while locked when someone proposed aid for the member', async () => {
    const { router } = renderMenu({ hasBankAccount: false }, CS_URL, true);
    expect(tile('Ajukan Bantuan')).toHaveAttribute('data-locked', 'true');
    const ongoing = tile('Pengajuan Berjalan');
    expect(ongoing).not.toHaveAttribute('data-locked');
    expect(ongoing).toHaveAccessibleDescription('Lihat bantuan yang diajukan orang lain untuk Anda.');
    await userEvent.setup().click(ongoing);
    expect(router.state.location.pathname).toBe('/proposal');
  });

  it('does not navigate from "Hubungi Admin" without its address', async () => {
    const { router } = renderMenu({}, '');
    expect(tile('Hubungi Admin')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(tile('Hubungi Admin'));
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
