import { type ProgramEditorCatalogue, programEditorMessages } from '@amal/contract/program-editor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { StatusTable } from './status-table';

const CATALOGUE: ProgramEditorCatalogue = {
  statuses: [
    { idProposalStatus: 1, name: 'Pengajuan baru', final: false, idRoles: [4] },
    { idProposalStatus: 8, name: 'Disetujui', final: false, idRoles: [1, 9] },
  ],
  roles: [
    { idRole: 1, name: 'Pimpinan' },
    { idRole: 4, name: 'Sekretaris' },
    { idRole: 9, name: 'Super Admin' },
  ],
  documentTypes: [],
  bankAccounts: [],
};
const FLOW = [
  { idProposalStatus: 1, order: 1, name: 'Pengajuan baru', roles: [{ idRole: 4, name: 'Sekretaris' }] },
];

describe('StatusTable', () => {
  it("a programme's admin adds a status with the roles the mapping gives it, and cannot change them", async () => {
    const fetchMock = mockFetch({
      'PUT /api/programproposalstatus/program/7': () => json({ data: FLOW, total: 1, page: 1, rows: 1 }),
    });
    renderWithProviders(
      <StatusTable idProgram={7} statuses={FLOW} catalogue={CATALOGUE} mayChangeMapping={false} />,
    );
    expect(screen.getByText(`${programEditorMessages.mappingSuperAdminOnly}.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Peran untuk Pengajuan baru')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah status' }));
    await userEvent.click(screen.getByLabelText('Status baris 2'));
    await userEvent.click(await screen.findByRole('option', { name: '8 - Disetujui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan alur status' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      statuses: [
        { idProposalStatus: 1, order: 1, idRoles: [4] },
        { idProposalStatus: 8, order: 2, idRoles: [1, 9] },
      ],
    });
  });

  it('refuses two statuses at one position before sending', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(
      <StatusTable
        idProgram={7}
        statuses={[...FLOW, { idProposalStatus: 8, order: 2, name: 'Disetujui', roles: [] }]}
        catalogue={CATALOGUE}
        mayChangeMapping
      />,
    );
    const second = screen.getByRole('textbox', { name: 'Urutan Disetujui' });
    await userEvent.clear(second);
    await userEvent.type(second, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan alur status' }));
    expect(await screen.findByText(programEditorMessages.duplicateOrder)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
