import type { ProgramDetail, SectionProperty } from '@amal/contract/programs';
import { proposalMessages } from '@amal/contract/proposal-messages';
import type { ProposalDetail } from '@amal/contract/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgramSection, buildProgramSummary } from '../../test/builders';
import { calledRoutes, json, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ProposalDetailRoute } from './proposal-detail';

const NOT_FOUND = () => json({ statusCode: 404, message: 'Pengajuan tidak ditemukan', errors: [] }, 404);

const proposal = (overrides: Partial<ProposalDetail> = {}): ProposalDetail => ({
  idProposal: 9,
  createdAt: '2026-02-01T03:00:00Z',
  documentComplete: false,
  program: { idProgram: 3, name: 'Bantuan Air Bersih', individual: true, idProgramParent: null },
  programVersion: 1,
  status: { idProposalStatus: 2, name: 'Diverifikasi' },
  reference: { fullName: 'Siti Aminah' },
  referrer: { fullName: 'Ahmad Fauzi' },
  organization: null,
  verificationNumber: null,
  recipientResponse: null,
  canRespond: false,
  proposalStatusHistory: [
    { idProposalStatus: 1, name: 'Pengajuan baru', createdAt: '2026-02-01T03:00:00Z' },
    { idProposalStatus: 2, name: 'Diverifikasi', createdAt: '2026-02-03T17:30:00Z' },
  ],
  sections: {
    // As PostgreSQL jsonb returns them: keys ordered by length, not as the forms ask them.
    reference: {
      rt: '001',
      rw: '002',
      age: 36,
      nip: 'ARN101-10001',
      gender: 'Perempuan',
      idUser: 1,
      fullName: 'Siti Aminah',
      isSantri: false,
      idRegency: 3273,
      idDistrict: 327309,
      idProvince: 32,
      postalCode: '40115',
      dateOfBirth: '1990-05-12',
      fullAddress: 'Jl. Merdeka No. 10',
      idCardNumber: '3273011205900001',
      placeOfBirth: 'Bandung',
      idSubDistrict: 3273091003,
      whatsappNumber: '6281234500001',
      idStatusResidence: 2,
      addressSameWithKTP: true,
      idRelationshipWithReference: 8,
    },
    referrer: { reason: 'Tetangga dekat', distanceWithReference: 5, idRelationshipWithReference: 13 },
    family: {
      nomorKK: '3273010101200001',
      members: [
        {
          name: 'Umar',
          gender: 'Laki-laki',
          idRelationship: 2,
          jobStatus: 'Wiraswasta',
          isLiveTogether: true,
        },
      ],
    },
    expenses: [
      { idExpenseType: 2, nominal: 1200000 },
      { idExpenseType: 5, nominal: 150000, description: 'Token' },
    ],
    'bank-account': { idBank: 1, accountName: 'Siti Aminah', accountNumber: '1234567890' },
    requirement: { poor: true, testimonial: false, accompanyVerifier: true, explainAboutHsi: true },
    'sub-program': { idProgramChildren: [4] },
  },
  childProposals: [{ idProposal: 12, documentComplete: true, program: { idProgram: 4, name: 'Sumur Bor' } }],
  ...overrides,
});

const property = (columnname: string, label: string, order: number): SectionProperty => ({
  idSectionProperty: order,
  columnname,
  label,
  type: 'checkbox',
  valueType: 'boolean',
  required: false,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  order,
});

const CONSENTS = [
  property('accompanyVerifier', 'Saya setuju yayasan dapat mengelola data pribadi saya', 1),
  property('testimonial', 'Saya bersedia memberikan testimoni', 2),
];

const program: ProgramDetail = {
  ...buildProgramSummary({ idProgram: 3, name: 'Bantuan Air Bersih' }),
  version: 1,
  minimumAssesor: 1,
  zakatFunds: false,
  idBankAccount: null,
  reaplicationPeriod: 0,
  dayLimitUploadDocument: 7,
  childPrograms: [],
  programDocumentType: [],
  programSections: [
    buildProgramSection('reference', 1, 'Data Penerima Bantuan'),
    buildProgramSection('referrer', 2, 'Data Pengaju'),
    buildProgramSection('family', 3, 'Data Keluarga'),
    buildProgramSection('expenses', 4, 'Pengeluaran'),
    buildProgramSection('bank-account', 5, 'Rekening Bank'),
    buildProgramSection('requirement', 6, 'Persyaratan dan Persetujuan', CONSENTS),
  ],
};

const list = (rows: object[]) => () => json({ data: rows, total: rows.length, page: 1, rows: rows.length });

/** The lookup tables and areas the fixture's ids point into. */
const LOOKUPS = {
  'GET /api/expensetypes': list([
    { idExpenseType: 2, name: 'Makan dan Minum' },
    { idExpenseType: 5, name: 'Listrik' },
  ]),
  'GET /api/banks': list([{ idBank: 1, name: 'Bank Rakyat Indonesia (BRI)' }]),
  'GET /api/relationships': list([
    { idRelationship: 2, name: 'Suami', organization: false },
    { idRelationship: 8, name: 'Diri sendiri', organization: false },
    { idRelationship: 13, name: 'Tetangga', organization: false },
  ]),
  'GET /api/statusresidences': list([{ idStatusResidence: 2, name: 'Sewa/Kontrak' }]),
  'GET /api/province/32': () => json({ idProvince: 32, name: 'Jawa Barat' }),
  'GET /api/regency/3273': () => json({ idRegency: 3273, idProvince: 32, name: 'Kota Bandung' }),
  'GET /api/district/327309': () => json({ idDistrict: 327309, idRegency: 3273, name: 'Bandung Wetan' }),
  'GET /api/subdistrict/3273091003': () =>
    json({ idSubDistrict: 3273091003, idDistrict: 327309, name: 'Citarum' }),
};

const terms = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => term.textContent);

function renderDetail(routes: Parameters<typeof mockFetch>[0], url = '/proposal/9') {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(buildCurrentUser()),
    'GET /api/program/3': () => json(program),
    ...LOOKUPS,
    ...routes,
  });
  return {
    fetchMock,
    ...renderWithProviders(<ProposalDetailRoute />, { url, path: '/proposal/:idProposal' }),
  };
}

describe('/proposal/:idProposal (spec §2 proposal detail)', () => {
  it("opened from the recipient's list (?by=reference), asks as the recipient only: no 404 first", async () => {
    const { fetchMock } = renderDetail(
      { 'GET /api/proposal/reference/9': () => json(proposal()) },
      '/proposal/9?by=reference',
    );
    expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/proposal/reference/9');
    expect(asked).not.toContain('/api/proposal/referer/9');
  });

  it('shows the programme, dates, people, the missing documents and the children to the referrer', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
    expect(screen.getByText('Minggu, 1 Februari 2026')).toBeInTheDocument();
    expect(screen.getByText('Ahmad Fauzi')).toBeInTheDocument();
    expect(screen.getByText('Siti Aminah')).toBeInTheDocument();
    expect(screen.getByText('Silakan melengkapi data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lengkapi pengajuan' })).toHaveAttribute(
      'href',
      '/update-proposal/9',
    );
    const children = screen.getByRole('region', { name: 'Sub program' });
    expect(within(children).getByText('Sumur Bor')).toBeInTheDocument();
    expect(within(children).getByRole('link', { name: 'Lihat selengkapnya' })).toHaveAttribute(
      'href',
      '/proposal/12',
    );
  });

  it.each([
    ['incomplete', false],
    ['complete', true],
  ])('links to the documents and their comments when they are %s', async (_, documentComplete) => {
    renderDetail({
      'GET /api/proposal/referer/9': () =>
        json(
          proposal({
            documentComplete,
            status: { idProposalStatus: 8, name: 'Disetujui' },
          }),
        ),
    });
    const link = await screen.findByRole('link', { name: 'Dokumen dan komentar' });
    expect(link).toHaveAttribute('href', '/update-proposal/9');
    expect(screen.queryByRole('link', { name: 'Lengkapi pengajuan' }) !== null).toBe(!documentComplete);
    if (documentComplete) expect(screen.getByText('Dokumen lengkap')).toBeInTheDocument();
  });

  it('shows each family member as the family step asked them, the KK number masked', async () => {
    renderDetail({
      'GET /api/proposal/referer/9': () =>
        json(
          proposal({
            sections: {
              ...proposal().sections,
              // As the family step saves it (contract familySectionSchema), ids and all.
              family: {
                nomorKK: '3273010101200001',
                members: [
                  {
                    idFamily: 31,
                    idUser: 1,
                    idUserFamily: 1,
                    name: 'Siti Aminah',
                    nomorKK: '3273010101200001',
                    idRelationship: 8,
                    gender: 'Perempuan',
                    jobStatus: 'Mengurus Rumah Tangga',
                    isLiveTogether: null,
                    dependent: 1,
                    dependentType: 'Nafkah',
                    income: 0,
                  },
                  {
                    idFamily: 32,
                    idUser: 1,
                    idUserFamily: 40,
                    name: 'Umar',
                    nomorKK: '3273010101200001',
                    idRelationship: 2,
                    gender: 'Laki-laki',
                    jobStatus: 'Wiraswasta',
                    isLiveTogether: true,
                    dependent: 0,
                    dependentType: 'Bantuan',
                    income: 2500000,
                  },
                  {
                    idFamily: 33,
                    name: 'Hasan',
                    nomorKK: '3273010101209999',
                    idRelationship: 2,
                    gender: 'Laki-laki',
                    jobStatus: 'Pelajar',
                    grade: 11,
                    isLiveTogether: false,
                    dependent: 0,
                    dependentType: 'Nafkah',
                  },
                ],
              },
            },
          }),
        ),
    });
    const family = await screen.findByRole('region', { name: 'Data Keluarga' });
    expect(family).toHaveTextContent('Nomor KK••••••••••••0001');
    const cards = within(family)
      .getAllByText(/^(Siti Aminah|Umar|Hasan)$/)
      .map((name) => name.closest('.mantine-Card-root') as HTMLElement);
    expect(cards).toHaveLength(3);
    const [self, husband, son] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(await within(husband).findByText('Suami · Laki-laki')).toBeInTheDocument();
    expect(husband).toHaveTextContent('Pekerjaan: Wiraswasta');
    expect(husband).toHaveTextContent('Tinggal serumah: Ya');
    expect(husband).toHaveTextContent('Status tanggungan: Tertanggung');
    expect(husband).toHaveTextContent('Penghasilan per bulan: Rp 2.500.000');
    expect(within(self).getByText('Diri sendiri · Perempuan')).toBeInTheDocument();
    expect(self).toHaveTextContent('Status tanggungan: Penanggung');
    // A member on another family card says which, masked as the family's own.
    expect(son).toHaveTextContent('Nomor KK: ••••••••••••9999');
    expect(son).toHaveTextContent('Tinggal serumah: Tidak');
    for (const number of ['3273010101200001', '3273010101209999'])
      expect(family).not.toHaveTextContent(number);
    // Ids are the form's bookkeeping, not something to read.
    expect(family).not.toHaveTextContent(/idFamily|idUser|31|40/);
  });

  it('names the organisation of an institution proposal', async () => {
    renderDetail({
      'GET /api/proposal/referer/9': () =>
        json(proposal({ organization: { name: 'Masjid Al-Ikhlas', type: 'Masjid (DKM)' } })),
    });
    expect(await screen.findByText('Masjid Al-Ikhlas')).toBeInTheDocument();
    expect(screen.getByText('Masjid (DKM)')).toBeInTheDocument();
  });

  it('shows the submitted sections in the programme order, without the sub-programme step', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const data = await screen.findByRole('region', { name: 'Data pengajuan' });
    expect(
      within(data)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Data Penerima Bantuan',
      'Data Pengaju',
      'Data Keluarga',
      'Pengeluaran',
      'Rekening Bank',
      'Persyaratan dan Persetujuan',
    ]);
  });

  it('reads the recipient as the form asks: person, age, addresses with area names, residence', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const reference = await screen.findByRole('region', { name: 'Data Penerima Bantuan' });
    expect(terms(reference)).toEqual([
      'Nama lengkap',
      'Santri',
      'NIP',
      'Nomor WhatsApp',
      'Nomor KTP',
      'Tempat lahir',
      'Tanggal lahir',
      'Usia',
      'Jenis kelamin',
      'Alamat domisili',
      'Alamat KTP',
      'Status tempat tinggal',
    ]);
    expect(reference).toHaveTextContent('Tanggal lahir12 Mei 1990');
    expect(reference).toHaveTextContent('Usia36 tahun');
    expect(reference).toHaveTextContent('Status tempat tinggalSewa/Kontrak');
    expect(reference).toHaveTextContent('Alamat KTPSama dengan alamat domisili');
    expect(await within(reference).findByText('Kel./Desa Citarum, Kec. Bandung Wetan')).toBeInTheDocument();
    expect(await within(reference).findByText('Kota Bandung, Jawa Barat 40115')).toBeInTheDocument();
  });

  it('names the ids: relationship, family relationship, expense types and bank', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const referrer = await screen.findByRole('region', { name: 'Data Pengaju' });
    expect(referrer).toHaveTextContent('Hubungan dengan penerimaTetangga');
    expect(referrer).toHaveTextContent('Jarak tempat tinggal dengan penerima5 km');
    const family = screen.getByRole('region', { name: 'Data Keluarga' });
    expect(within(family).getByText('Umar')).toBeInTheDocument();
    expect(within(family).getByText('Suami · Laki-laki')).toBeInTheDocument();
    expect(family).toHaveTextContent('Pekerjaan: Wiraswasta');
    expect(family).toHaveTextContent('Tinggal serumah: Ya');
    const expenses = screen.getByRole('region', { name: 'Pengeluaran' });
    expect(expenses).toHaveTextContent('Makan dan MinumRp 1.200.000');
    expect(expenses).toHaveTextContent('ListrikRp 150.000Token');
    expect(expenses).toHaveTextContent('TotalRp 1.350.000');
    expect(expenses).not.toHaveTextContent('Nominal');
    expect(screen.getByRole('region', { name: 'Rekening Bank' })).toHaveTextContent(
      'BankBank Rakyat Indonesia (BRI)',
    );
  });

  it('fetches only the lookup tables the submitted steps point into', async () => {
    const { fetchMock } = renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    await screen.findByRole('region', { name: 'Data pengajuan' });
    const called = calledRoutes(fetchMock);
    expect(called).toEqual(
      expect.arrayContaining([
        'GET /api/expensetypes',
        'GET /api/banks',
        'GET /api/relationships',
        'GET /api/statusresidences',
      ]),
    );
    for (const unused of ['GET /api/jobs', 'GET /api/incometypes', 'GET /api/assettypes'])
      expect(called).not.toContain(unused);
  });

  it('keeps the KTP, KK and account numbers masked', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const data = await screen.findByRole('region', { name: 'Data pengajuan' });
    expect(data).toHaveTextContent('Nomor KTP••••••••••••0001');
    expect(data).toHaveTextContent('Nomor KK••••••••••••0001');
    expect(data).toHaveTextContent('Nomor rekening••••••7890');
    for (const number of ['3273011205900001', '3273010101200001', '1234567890'])
      expect(data).not.toHaveTextContent(number);
  });

  it("lists the programme's consents with its labels, never a flag it did not ask or an English name", async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const consents = await screen.findByRole('region', { name: 'Persyaratan dan Persetujuan' });
    expect(
      within(consents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Disetujui: Saya setuju yayasan dapat mengelola data pribadi saya',
      'Tidak disetujui: Saya bersedia memberikan testimoni',
    ]);
    expect(consents).not.toHaveTextContent(/poor|explain/i);
  });

  it('still shows the steps when a lookup fails, leaving out the ids it could not name', async () => {
    renderDetail({
      'GET /api/proposal/referer/9': () => json(proposal()),
      'GET /api/banks': () =>
        json({ statusCode: 500, message: 'Terjadi kesalahan pada server', errors: [] }, 500),
    });
    const bank = await screen.findByRole('region', { name: 'Rekening Bank' });
    expect(terms(bank)).toEqual(['Nama pemilik rekening', 'Nomor rekening']);
  });

  it('shows the status history oldest first with Jakarta date-times', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const history = await screen.findByRole('region', { name: 'Riwayat status' });
    const text = history.textContent ?? '';
    expect(text.indexOf('Pengajuan baru')).toBeLessThan(text.indexOf('Diverifikasi'));
    expect(history).toHaveTextContent('Minggu, 1 Februari 2026 pukul 10.00 WIB');
    // 17:30 UTC is 00:30 the next day in Jakarta.
    expect(history).toHaveTextContent('Rabu, 4 Februari 2026 pukul 00.30 WIB');
  });

  it('asks as reference when the caller did not submit it, without the link to complete documents', async () => {
    const { fetchMock } = renderDetail({
      'GET /api/proposal/referer/9': NOT_FOUND,
      'GET /api/proposal/reference/9': () => json(proposal()),
    });
    expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
    expect(screen.getByText('Silakan melengkapi data')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lengkapi pengajuan' })).not.toBeInTheDocument();
    // The recipient reads the documents and their comments too.
    expect(screen.getByRole('link', { name: 'Dokumen dan komentar' })).toHaveAttribute(
      'href',
      '/update-proposal/9',
    );
    expect(calledRoutes(fetchMock)).toEqual(
      expect.arrayContaining(['GET /api/proposal/referer/9', 'GET /api/proposal/reference/9']),
    );
  });

  it('asks the recipient of a proposal made for them to accept or decline it, and shows the answer', async () => {
    let answered: unknown;
    renderDetail({
      'GET /api/proposal/referer/9': NOT_FOUND,
      'GET /api/proposal/reference/9': () =>
        json(
          proposal(answered ? { recipientResponse: 'ACCEPTED', canRespond: false } : { canRespond: true }),
        ),
      'PATCH /api/proposal/recipient-response': (request) => {
        answered = request.body;
        return json(proposal({ recipientResponse: 'ACCEPTED', canRespond: false }));
      },
    });
    expect(await screen.findByText(proposalMessages.madeForYou('Ahmad Fauzi'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: proposalMessages.accept }));
    expect(await screen.findByText(proposalMessages.accepted)).toBeInTheDocument();
    expect(answered).toEqual({ idProposal: 9, recipientResponse: 'ACCEPTED' });
  });

  it("shows the referrer no question, nor the recipient's answer in the recipient's words", async () => {
    renderDetail({
      'GET /api/proposal/referer/9': () =>
        json(proposal({ recipientResponse: 'ACCEPTED', canRespond: false })),
    });
    expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
    expect(screen.queryByText(proposalMessages.respondQuestion)).toBeNull();
    expect(screen.queryByText(proposalMessages.accepted)).toBeNull();
  });

  it.each([
    ['is not theirs', '/proposal/9'],
    ['has no valid id', '/proposal/abc'],
  ])('answers "Data tidak ditemukan" with a way home when the proposal %s', async (_, url) => {
    renderDetail(
      { 'GET /api/proposal/referer/9': NOT_FOUND, 'GET /api/proposal/reference/9': NOT_FOUND },
      url,
    );
    expect(await screen.findByRole('heading', { name: 'Data tidak ditemukan' })).toBeInTheDocument();
    // The same words whether the proposal is someone else's or does not exist: nothing leaks.
    expect(screen.getByText('Pengajuan ini tidak ada atau bukan milik Anda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });

  it('does not ask as reference after another error', async () => {
    const { fetchMock } = renderDetail({
      'GET /api/proposal/referer/9': () =>
        json({ statusCode: 500, message: 'Terjadi kesalahan pada server', errors: [] }, 500),
    });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).not.toContain('GET /api/proposal/reference/9'));
  });
});
