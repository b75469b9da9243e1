import type { ApplicationReadiness } from '@amal/contract/home-menu';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompletionChecklist } from './completion-checklist';

const COMPLETE: ApplicationReadiness = {
  hasBankAccount: true,
  idCardNumber: '3273011205900001',
  homeDocumentTypes: [2, 6],
};

function entries() {
  const list = screen.getByRole('region', { name: 'Yang perlu dilengkapi' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('CompletionChecklist', () => {
  it('lists what the tiles wait for, each missing one unticked and leading to its section', () => {
    renderWithProviders(
      <CompletionChecklist user={{ hasBankAccount: false, idCardNumber: null, homeDocumentTypes: [6] }} />,
    );
    expect(entries()).toEqual(['Rekening bankBelum ada', 'Nomor KTPBelum ada', 'Dokumen KTP/KKBelum ada']);
    expect(screen.getByText('0 dari 3 selesai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rekening bank' })).toHaveAttribute('href', '#rekening-bank');
    expect(screen.getByRole('link', { name: 'Nomor KTP' })).toHaveAttribute('href', '#nomor-ktp');
    expect(screen.getByRole('link', { name: 'Dokumen KTP/KK' })).toHaveAttribute('href', '#dokumen-ktp-kk');
  });

  it('ticks what is there', () => {
    renderWithProviders(<CompletionChecklist user={{ ...COMPLETE, homeDocumentTypes: [2] }} />);
    expect(entries()).toEqual(['Rekening bankSudah ada', 'Nomor KTPSudah ada', 'Dokumen KTP/KKBelum ada']);
    expect(screen.getByText('2 dari 3 selesai')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rekening bank' })).not.toBeInTheDocument();
  });

  it('a blank KTP number is not one', () => {
    renderWithProviders(<CompletionChecklist user={{ ...COMPLETE, idCardNumber: '  ' }} />);
    expect(entries()[1]).toBe('Nomor KTPBelum ada');
  });
});
