import { type DocumentResponse, documentMessages } from '@amal/contract/documents';
import type { ProgramDetail, Role } from '@amal/contract/programs';
import type { ProposalDetail } from '@amal/contract/proposals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildProgramDetail } from '../../test/builders';
import { buildDocument, buildDocumentType, listOf } from '../../test/documents';
import { calledRoutes, json, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { UpdateProposalRoute } from './update-proposal';

const NOT_FOUND = () => json({ statusCode: 404, message: 'Pengajuan tidak ditemukan', errors: [] }, 404);

const proposal = (overrides: Partial<ProposalDetail> = {}): ProposalDetail => ({
  idProposal: 9,
  createdAt: '2026-02-01T03:00:00Z',
  documentComplete: false,
  program: { idProgram: 3, name: 'Bantuan Air Bersih', individual: true, idProgramParent: null },
  programVersion: 1,
  status: { idProposalStatus: 1, name: 'Pengajuan baru' },
  reference: { fullName: 'Siti Aminah' },
  referrer: { fullName: 'Ahmad Fauzi' },
  organization: null,
  verificationNumber: null,
  recipientResponse: null,
  canRespond: false,
  proposalStatusHistory: [],
  sections: {},
  childProposals: [],
  ...overrides,
});

const program: ProgramDetail = buildProgramDetail(
  {
    programDocumentType: [
      buildDocumentType(2, 'KTP', { fromUser: true }),
      buildDocumentType(5, 'Foto rumah'),
      buildDocumentType(8, 'Surat keterangan tidak mampu'),
    ],
    programSections: [],
  },
  { idProgram: 3 },
);

function renderPage(
  documents: DocumentResponse[],
  overrides: Partial<ProposalDetail> = {},
  { roles = [] as Role[], reviews = [] as MockRequest[] } = {},
) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(buildCurrentUser()),
    'GET /api/proposal/referer/9': () => json(proposal(overrides)),
    'GET /api/program/3': () => json(program),
    'GET /api/administrator/roles/3': () => json(listOf(roles)),
    'GET /api/documents/proposal/9': () => json(listOf(documents)),
    'PATCH /api/document/41/review': (request) => {
      reviews.push(request);
      return json(buildDocument({ idDocument: 41, ...(request.body as Partial<DocumentResponse>) }));
    },
  });
  renderWithProviders(<UpdateProposalRoute />, {
    url: '/update-proposal/9',
    path: '/update-proposal/:idProposal',
  });
  return fetchMock;
}

describe('/update-proposal/:idProposal "Lengkapi pengajuan" (spec §2)', () => {
  it('lists every version by type with the reasons of "Perlu unggah ulang", and what is still missing', async () => {
    renderPage([
      buildDocument({ idDocument: 30, idDocumentType: 2, idProposal: null, reviewStatus: 'ACCEPTED' }),
      buildDocument({
        idDocument: 41,
        reviewStatus: 'REUPLOAD',
        reviewReason: 'Foto buram, ulangi di siang hari',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Lengkapi pengajuan' })).toBeInTheDocument();
    expect(screen.getByText('Bantuan Air Bersih')).toBeInTheDocument();

    const photo = await screen.findByRole('region', { name: 'Foto rumah' });
    expect(within(photo).getByText('Perlu unggah ulang')).toBeInTheDocument();
    expect(within(photo).getByText('Alasan: Foto buram, ulangi di siang hari')).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Ganti' })).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Komentar' })).toBeInTheDocument();

    const summary = screen.getByRole('list', { name: 'Perlu unggah ulang' });
    expect(summary).toHaveTextContent('Foto rumah: Foto buram, ulangi di siang hari');
    expect(screen.getByText('Belum diunggah: Surat keterangan tidak mampu.')).toBeInTheDocument();

    // The recipient's own KTP is shown, but it is not this proposal's to change or discuss.
    const ktp = screen.getByRole('region', { name: 'KTP' });
    expect(within(ktp).getByText('Diterima')).toBeInTheDocument();
    expect(within(ktp).queryByRole('button', { name: 'Komentar' })).toBeNull();
    expect(within(ktp).getByRole('button', { name: 'Lihat' })).toBeInTheDocument();
  });

  it("a recommender sees that the recipient's KTP is there but cannot open it; the viewer's own opens", async () => {
    renderPage([
      buildDocument({ idDocument: 50, idDocumentType: 2, idUser: 77, idProposal: null }),
      buildDocument({ idDocument: 51, idDocumentType: 5 }),
    ]);
    const ktp = await screen.findByRole('region', { name: 'KTP' });
    expect(within(ktp).getByText('Dokumen pribadi penerima bantuan')).toBeInTheDocument();
    expect(within(ktp).queryByRole('button', { name: 'Lihat' })).toBeNull();
    const photo = screen.getByRole('region', { name: 'Foto rumah' });
    expect(within(photo).getByRole('button', { name: 'Lihat' })).toBeInTheDocument();
  });

  it('"Selesai" leads back to the proposal detail', async () => {
    renderPage([]);
    await userEvent.click(await screen.findByRole('link', { name: 'Selesai' }));
    expect(await screen.findByRole('status', { name: 'lokasi' })).toHaveTextContent('/proposal/9');
  });

  it('once complete, is "Dokumen dan komentar": no dropzone nor removal, but a version not yet accepted can be replaced', async () => {
    renderPage(
      [
        buildDocument({ idDocument: 41 }),
        buildDocument({ idDocument: 42, idDocumentType: 8, reviewStatus: 'REUPLOAD', reviewReason: 'Buram' }),
        buildDocument({ idDocument: 43, idDocumentType: 2, reviewStatus: 'ACCEPTED' }),
      ],
      { documentComplete: true },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dokumen dan komentar' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dokumen lengkap')).toBeInTheDocument();
    const photo = await screen.findByRole('region', { name: 'Foto rumah' });
    expect(within(photo).getByRole('button', { name: 'Ganti' })).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Komentar' })).toBeInTheDocument();
    expect(within(photo).queryByRole('button', { name: 'Hapus' })).toBeNull();
    // The formats a replacement may have, said where there is no dropzone to say them.
    expect(within(photo).getByText(/^Format: .*pdf.*\(maks\. \d+ MB\)/)).toBeInTheDocument();
    const letter = screen.getByRole('region', { name: 'Surat keterangan tidak mampu' });
    expect(within(letter).getByRole('button', { name: 'Ganti' })).toBeInTheDocument();
    // Accepted by staff: it stays as it is.
    const ktp = screen.getByRole('region', { name: 'KTP' });
    expect(within(ktp).queryByRole('button', { name: 'Ganti' })).toBeNull();
    expect(within(ktp).queryByText(/^Format:/)).toBeNull();
    expect(screen.queryByLabelText(/^Unggah /)).toBeNull();
  });

  it('once complete, sends a replacement of a version not yet accepted as its new version', async () => {
    const uploads: MockRequest[] = [];
    const fetchMock = mockFetch({
      'GET /api/user': () => json(buildCurrentUser()),
      'GET /api/proposal/referer/9': () => json(proposal({ documentComplete: true })),
      'GET /api/program/3': () => json(program),
      'GET /api/administrator/roles/3': () => json(listOf([])),
      'GET /api/documents/proposal/9': () => json(listOf([buildDocument({ idDocument: 41 })])),
      'POST /api/document/type': (request) => {
        uploads.push(request);
        return json(buildDocument({ idDocument: 60, idDocumentReplaced: 41 }), 201);
      },
    });
    renderWithProviders(<UpdateProposalRoute />, {
      url: '/update-proposal/9',
      path: '/update-proposal/:idProposal',
    });
    const photo = await screen.findByRole('region', { name: 'Foto rumah' });
    await screen.findByRole('button', { name: 'Ganti' });
    const input = photo.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input behind "Ganti"');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'surat.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('POST /api/document/type'));
    const body = uploads[0]?.body as FormData;
    expect(body.get('idDocumentReplaced')).toBe('41');
  });

  it("answers someone else's or a missing proposal with the not-found page", async () => {
    const fetchMock = mockFetch({
      'GET /api/user': () => json(buildCurrentUser()),
      'GET /api/proposal/referer/9': NOT_FOUND,
      'GET /api/proposal/reference/9': NOT_FOUND,
    });
    renderWithProviders(<UpdateProposalRoute />, {
      url: '/update-proposal/9',
      path: '/update-proposal/:idProposal',
    });
    expect(await screen.findByRole('heading', { name: 'Data tidak ditemukan' })).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).not.toContain('GET /api/documents/proposal/9'));
  });
});

describe('/update-proposal/:idProposal: a verifier reviews the versions (issue 4, point 8)', () => {
  const VERIFIER: Role[] = [{ idRole: 6, name: 'Lead Verifikator' }];
  const photo = async () => screen.findByRole('region', { name: 'Foto rumah' });

  it('shows an applicant (no roles in the programme) no review buttons', async () => {
    renderPage([buildDocument()]);
    const slot = await photo();
    expect(within(slot).getByRole('button', { name: 'Ganti' })).toBeInTheDocument();
    expect(within(slot).queryByRole('button', { name: 'Diterima' })).toBeNull();
    expect(within(slot).queryByRole('button', { name: 'Perlu unggah ulang' })).toBeNull();
  });

  it('shows a guest ("Tamu") no review buttons either', async () => {
    renderPage([buildDocument()], {}, { roles: [{ idRole: 15, name: 'Tamu' }] });
    const slot = await photo();
    expect(within(slot).queryByRole('button', { name: 'Diterima' })).toBeNull();
  });

  it('gives staff the review buttons on the current version only, and no uploads, replacements or removals', async () => {
    renderPage(
      [buildDocument({ idDocument: 40 }), buildDocument({ idDocument: 41, idDocumentReplaced: 40 })],
      {},
      { roles: VERIFIER },
    );
    const slot = await photo();
    expect(within(slot).getAllByRole('button', { name: 'Diterima' })).toHaveLength(1);
    expect(within(slot).getAllByRole('button', { name: 'Perlu unggah ulang' })).toHaveLength(1);
    expect(within(slot).queryByRole('button', { name: 'Ganti' })).toBeNull();
    expect(within(slot).queryByRole('button', { name: 'Hapus' })).toBeNull();
    expect(screen.queryByLabelText(/^Unggah /)).toBeNull();
  });

  it('"Perlu unggah ulang" asks for the reason first (documentMessages.reasonRequired), then sends it', async () => {
    const reviews: MockRequest[] = [];
    const shown = vi.spyOn(notifications, 'show');
    renderPage([buildDocument()], {}, { roles: VERIFIER, reviews });
    await userEvent.click(within(await photo()).getByRole('button', { name: 'Perlu unggah ulang' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(documentMessages.reasonRequired)).toBeInTheDocument();
    expect(reviews).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Alasan/), 'Foto buram');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]?.body).toEqual({ reviewStatus: 'REUPLOAD', reviewReason: 'Foto buram' });
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: documentMessages.reviewed })),
    );
  });

  it('"Diterima" accepts the version at once', async () => {
    const reviews: MockRequest[] = [];
    renderPage([buildDocument()], {}, { roles: VERIFIER, reviews });
    await userEvent.click(within(await photo()).getByRole('button', { name: 'Diterima' }));
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]?.body).toEqual({ reviewStatus: 'ACCEPTED' });
  });
});
