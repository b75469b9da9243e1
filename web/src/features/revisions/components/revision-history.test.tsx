import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RevisionHistory } from './revision-history';

describe('RevisionHistory', () => {
  it('shows the notes and each corrected section before and after; an unchanged one says so', () => {
    renderWithProviders(
      <RevisionHistory
        revisions={[
          {
            createdAt: '2026-11-20T03:00:00Z',
            by: 'Petugas PIC',
            notes: [
              { route: 'expenses', note: 'Listrik belum diisi' },
              { route: 'family', note: 'Periksa anak' },
            ],
            resubmittedAt: '2026-11-21T04:00:00Z',
            changes: [
              { route: 'expenses', before: [{ nominal: 1 }], after: [{ nominal: 2 }] },
              { route: 'family', before: { members: [] }, after: { members: [] } },
            ],
          },
        ]}
        sectionName={(route) => ({ expenses: 'Pengeluaran', family: 'Keluarga' })[route] ?? route}
        renderSection={(_, data) => <span>{JSON.stringify(data)}</span>}
      />,
    );
    expect(screen.getByText(/oleh Petugas PIC/)).toHaveTextContent('diperbaiki 21 November 2026, 11.00');
    expect(screen.getByText('Listrik belum diisi')).toBeInTheDocument();
    expect(screen.getByLabelText('Pengeluaran sebelum perbaikan')).toHaveTextContent('[{"nominal":1}]');
    expect(screen.getByLabelText('Pengeluaran sesudah perbaikan')).toHaveTextContent('[{"nominal":2}]');
    expect(screen.getByText('Tidak berubah')).toBeInTheDocument();
  });
});
