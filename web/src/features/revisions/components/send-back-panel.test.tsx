import { revisionMessages } from '@amal/contract/revisions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProgramSection } from '../../../test/builders';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SendBackPanel } from './send-back-panel';

const sections = [
  buildProgramSection('reference', 1, 'Data Penerima'),
  buildProgramSection('family', 2, 'Data Keluarga'),
  buildProgramSection('documents', 3, 'Dokumen'),
];

describe('SendBackPanel (decision 0035)', () => {
  it('offers the sections that can be reopened, asks a note for each chosen, and sends them on the version', async () => {
    const sent = vi.fn();
    mockFetch({
      'POST /api/proposal/admin/12/send-back': (request) => {
        sent(request.body);
        return json({
          idProposal: 12,
          idProposalStatus: 33,
          name: 'x',
          verificationNumber: null,
          version: 4,
        });
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(
      <SendBackPanel idProposal={12} version={3} sections={sections} onChanged={onChanged} />,
    );
    expect(screen.queryByRole('checkbox', { name: 'Dokumen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan ke pemohon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(revisionMessages.chooseSection);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Data Keluarga' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan ke pemohon' }));
    expect(await screen.findByText(revisionMessages.noteRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Catatan untuk Data Keluarga/), 'Tambahkan anak kedua');
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan ke pemohon' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({
      notes: [{ route: 'family', note: 'Tambahkan anak kedua' }],
      version: 3,
    });
  });
});
