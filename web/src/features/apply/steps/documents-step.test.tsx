import { documentMessages } from '@amal/contract/documents';
import type { ProgramDetail } from '@amal/contract/programs';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildProgramDetail } from '../../../test/builders';
import { buildDocument, buildDocumentType, listOf } from '../../../test/documents';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DocumentsStep } from './documents-step';

const program: ProgramDetail = buildProgramDetail(
  {
    programDocumentType: [
      buildDocumentType(5, 'Foto rumah'),
      buildDocumentType(8, 'Foto keluarga', { required: false, multiple: true }),
    ],
    programSections: [],
  },
  { idProgram: 3 },
);

function renderDocumentsStep(value: Record<string, unknown> = {}) {
  const onSave = vi.fn(async (_value: unknown) => {});
  renderWithProviders(
    <DocumentsStep
      program={program}
      section={{
        idProgramSection: 9,
        idSection: 9,
        route: 'documents',
        order: 9,
        needVerification: false,
        synthetic: false,
        section: { idSection: 9, route: 'documents', name: 'Dokumen' },
        properties: [],
      }}
      user={buildCurrentUser()}
      value={value}
      draft={{}}
      onSave={onSave}
      submitLabel="Kirim Pengajuan"
    />,
  );
  return { onSave };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));

describe('DocumentsStep (spec §2 documents step)', () => {
  it('uploads before the proposal exists (with the programme, no proposal) and saves the ids', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const sent: FormData[] = [];
    let next = 41;
    mockFetch({
      'POST /api/document/type': (request) => {
        const form = request.body as FormData;
        sent.push(form);
        return json(
          buildDocument({
            idDocument: next++,
            idProposal: null,
            idDocumentType: Number(form.get('idDocumentType')),
          }),
          201,
        );
      },
    });
    const { onSave } = renderDocumentsStep();
    expect(screen.getByText(/Lengkapi pengajuan/)).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Unggah Foto rumah'), pdf('rumah.pdf'));
    // Several files of a "multiple" type at once: each is uploaded and kept.
    await userEvent.upload(screen.getByLabelText('Unggah Foto keluarga'), [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Foto keluarga' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: documentMessages.uploaded }));
    expect(sent[0]?.get('idProgram')).toBe('3');
    expect(sent[0]?.get('idProposal')).toBeNull();

    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [41, 42, 43] });
  });

  it('shows the uploads saved in the draft and drops a removed one from the saved ids', async () => {
    const fetchMock = mockFetch({
      'GET /api/document/user/5': () =>
        json(
          listOf([
            buildDocument({ idDocument: 41, idProposal: null }),
            buildDocument({ idDocument: 12, idProposal: 7 }),
          ]),
        ),
      'GET /api/document/user/8': () =>
        json(listOf([buildDocument({ idDocument: 43, idDocumentType: 8, idProposal: null })])),
      'DELETE /api/document/43': () => new Response(null, { status: 204 }),
    });
    const { onSave } = renderDocumentsStep({ idDocuments: [41, 43] });

    const family = screen.getByRole('region', { name: 'Foto keluarga' });
    const photo = screen.getByRole('region', { name: 'Foto rumah' });
    // Only the draft's own uploads: an older document of the same type belongs to another proposal.
    expect(await within(photo).findAllByRole('listitem')).toHaveLength(1);
    expect(await within(family).findAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(within(family).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(within(family).queryAllByRole('listitem')).toHaveLength(0));
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/document/43');

    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [41] });
  });

  it('sends without documents: they may be completed later through "Lengkapi pengajuan"', async () => {
    mockFetch({});
    const { onSave } = renderDocumentsStep();
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [] });
  });
});
