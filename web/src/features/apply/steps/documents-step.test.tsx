import { type DocumentFileKind, documentMessages } from '@amal/contract/documents';
import type { DraftData } from '@amal/contract/drafts';
import type { ProgramDetail, ProgramDocumentType } from '@amal/contract/programs';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildProgramDetail } from '../../../test/builders';
import { buildDocument, buildDocumentType, listOf } from '../../../test/documents';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { DraftId } from '../utils/use-wizard-draft';
import { DocumentsStep, OWN_DOCUMENT_NOTE } from './documents-step';

/** A programme's document type taking the given kinds of file. */
function typeOf(
  idDocumentType: number,
  name: string,
  accepts: DocumentFileKind[],
  overrides: Parameters<typeof buildDocumentType>[2] = {},
): ProgramDocumentType {
  const type = buildDocumentType(idDocumentType, name, overrides);
  return { ...type, documentType: { ...type.documentType, accepts } };
}

const program: ProgramDetail = buildProgramDetail(
  {
    programDocumentType: [
      typeOf(2, 'KTP', ['image', 'pdf'], { fromUser: true }),
      typeOf(5, 'Foto rumah', ['image', 'pdf']),
      typeOf(8, 'Foto keluarga', ['image', 'pdf'], { required: false, multiple: true }),
      typeOf(9, 'Rekaman hafalan', ['audio'], { required: false }),
    ],
    programSections: [],
  },
  { idProgram: 3 },
);

/** The member applies for themself (relationship 8), or for a neighbour, Siti. */
const FOR_SELF: DraftData = { referrer: { idRelationshipWithReference: 8 } };
const FOR_NEIGHBOUR: DraftData = {
  reference: { fullName: 'Siti Aminah' },
  referrer: { idRelationshipWithReference: 12 },
};

/** The wizard's draft, stored on the server as 77 (or not yet, then created by an upload). */
const storedDraft = (stored = true) =>
  vi.fn<DraftId>(async ({ create = false } = {}) => (stored || create ? 77 : null));

interface Options {
  value?: Record<string, unknown>;
  draft?: DraftData;
  draftId?: DraftId;
}

function renderDocumentsStep({ value = {}, draft = FOR_NEIGHBOUR, draftId = storedDraft() }: Options = {}) {
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
      draft={draft}
      onSave={onSave}
      submitLabel="Kirim Pengajuan"
      draftId={draftId}
    />,
  );
  return { onSave };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));

describe('DocumentsStep (spec §2 documents step)', () => {
  it('uploads before the proposal exists, kept with the draft (idTempProposal), and saves the ids', async () => {
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
    expect(sent[0]?.get('idTempProposal')).toBe('77');
    expect(sent[0]?.get('idProposal')).toBeNull();
    expect(sent.map((form) => form.get('idTempProposal'))).toEqual(['77', '77', '77']);

    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [41, 42, 43] });
  });

  it("shows the draft's uploads, those not saved in the step yet too, and drops a removed one", async () => {
    const fetchMock = mockFetch({
      'GET /api/documents/draft/77': () =>
        json(
          listOf([
            buildDocument({ idDocument: 41, idProposal: null, idTempProposal: 77 }),
            buildDocument({ idDocument: 43, idDocumentType: 8, idProposal: null, idTempProposal: 77 }),
            // Uploaded before a reload, before "Simpan Data" saved the step.
            buildDocument({ idDocument: 44, idDocumentType: 8, idProposal: null, idTempProposal: 77 }),
          ]),
        ),
      'DELETE /api/document/44': () => new Response(null, { status: 204 }),
    });
    const { onSave } = renderDocumentsStep({ value: { idDocuments: [41, 43] } });

    const family = screen.getByRole('region', { name: 'Foto keluarga' });
    const photo = screen.getByRole('region', { name: 'Foto rumah' });
    expect(await within(photo).findAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(within(family).getAllByRole('listitem')).toHaveLength(2));

    const [first] = within(family).getAllByRole('button', { name: 'Hapus' });
    await userEvent.click(first!);
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(within(family).queryAllByRole('listitem')).toHaveLength(1));
    const removed = calledRoutes(fetchMock).find((route) => route.startsWith('DELETE'));
    expect(removed).toBe('DELETE /api/document/44');

    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [41, 43] });
  });

  it('an upload before any save of the draft creates it first, and is kept with it', async () => {
    const sent: FormData[] = [];
    mockFetch({
      'POST /api/document/type': (request) => {
        sent.push(request.body as FormData);
        return json(buildDocument({ idDocument: 41, idProposal: null, idTempProposal: 77 }), 201);
      },
    });
    const draftId = storedDraft(false);
    renderDocumentsStep({ draftId });
    await userEvent.upload(screen.getByLabelText('Unggah Foto rumah'), pdf('rumah.pdf'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(draftId).toHaveBeenCalledWith({ create: true });
    expect(sent[0]?.get('idTempProposal')).toBe('77');
  });

  it('for the applicant themself, their own KTP counts: "Sudah ada", not changeable, not in the ids', async () => {
    const fetchMock = mockFetch({
      'GET /api/document/user/2': () =>
        json(listOf([buildDocument({ idDocument: 30, idDocumentType: 2, idProposal: null, idPerson: 1 })])),
      'GET /api/documents/draft/77': () => json(listOf([])),
    });
    const { onSave } = renderDocumentsStep({ draft: FOR_SELF });
    const ktp = screen.getByRole('region', { name: 'KTP' });
    expect(await within(ktp).findByText(OWN_DOCUMENT_NOTE)).toBeInTheDocument();
    expect(within(ktp).getByRole('button', { name: 'Lihat' })).toBeInTheDocument();
    expect(within(ktp).queryByRole('button', { name: 'Hapus' })).toBeNull();
    expect(within(ktp).queryByRole('button', { name: 'Ganti' })).toBeNull();
    expect(within(ktp).queryByLabelText('Unggah KTP')).toBeNull();
    // Only the person types are read: the other slots are the draft's.
    expect(calledRoutes(fetchMock).filter((route) => route.includes('/document/user/'))).toEqual([
      'GET /api/document/user/2',
    ]);

    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [] });
  });

  it('for the applicant themself, an own KTP to be uploaded again does not count: the slot asks for one', async () => {
    mockFetch({
      'GET /api/document/user/2': () =>
        json(
          listOf([
            buildDocument({ idDocument: 30, idDocumentType: 2, idProposal: null, reviewStatus: 'REUPLOAD' }),
          ]),
        ),
    });
    renderDocumentsStep({ draft: FOR_SELF });
    const ktp = screen.getByRole('region', { name: 'KTP' });
    await waitFor(() => expect(within(ktp).getByLabelText('Unggah KTP')).toBeInTheDocument());
    expect(within(ktp).queryByText(OWN_DOCUMENT_NOTE)).toBeNull();
  });

  it("for a neighbour, the KTP slot is the recipient's: empty, and the member's own are not read", async () => {
    const fetchMock = mockFetch({ 'GET /api/documents/draft/77': () => json(listOf([])) });
    renderDocumentsStep({ draft: FOR_NEIGHBOUR });
    expect(screen.getByText(/adalah milik penerima bantuan \(Siti Aminah\)/)).toBeInTheDocument();
    const ktp = screen.getByRole('region', { name: 'KTP' });
    expect(within(ktp).getByLabelText('Unggah KTP')).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('GET /api/documents/draft/77'));
    expect(calledRoutes(fetchMock).some((route) => route.includes('/document/user/'))).toBe(false);
  });

  it('each slot says the formats its type takes: no audio for a KTP, audio only for a recording', async () => {
    mockFetch({ 'GET /api/documents/draft/77': () => json(listOf([])) });
    renderDocumentsStep();
    const ktp = screen.getByRole('region', { name: 'KTP' });
    expect(within(ktp).getByText('png, jpg, jpeg, pdf (maks. 5 MB)')).toBeInTheDocument();
    expect(within(ktp).queryByText(/mp3/)).toBeNull();
    const recording = screen.getByRole('region', { name: 'Rekaman hafalan' });
    expect(within(recording).getByText('mp3, mp4, ogg, wav (maks. 15 MB)')).toBeInTheDocument();
    expect(within(recording).getByLabelText('Unggah Rekaman hafalan')).toHaveAttribute(
      'accept',
      expect.stringContaining('.mp3'),
    );
    expect(within(ktp).getByLabelText('Unggah KTP').getAttribute('accept')).not.toMatch(/audio|mp3/);
  });

  it('sends without documents: they may be completed later through "Lengkapi pengajuan"', async () => {
    mockFetch({ 'GET /api/documents/draft/77': () => json(listOf([])) });
    const { onSave } = renderDocumentsStep();
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ idDocuments: [] });
  });
});
