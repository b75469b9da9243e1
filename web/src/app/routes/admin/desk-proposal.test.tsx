import { statusDecisionMessages } from '@amal/contract/status-decisions';
import { verificationMessages } from '@amal/contract/verification';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProgramDetail } from '../../../test/builders';
import { buildDocument, buildDocumentType, listOf } from '../../../test/documents';
import { calledRoutes, json, type MockRequest } from '../../../test/fetch-mock';
import { buildDeskProposal, buildStaff, renderStaffApp } from './staff-test-app';

const PROGRAM = () =>
  json(
    buildProgramDetail(
      { programDocumentType: [buildDocumentType(5, 'Foto rumah')] },
      { idProgram: 10, name: 'Bantuan Pendidikan' },
    ),
  );
const DOCUMENTS = () => json(listOf([buildDocument({ idProposal: 123 })]));

function renderDetail(
  detail: () => ReturnType<typeof buildDeskProposal>,
  extra: Parameters<typeof renderStaffApp>[2] = {},
  url = '/admin/proposal/123',
) {
  return renderStaffApp(url, buildStaff(), {
    'GET /api/proposal/admin/123': () => json(detail()),
    'GET /api/program/10': PROGRAM,
    'GET /api/documents/proposal/123': DOCUMENTS,
    ...extra,
  });
}

const findTitle = () =>
  screen.findByRole('heading', { name: 'Pengajuan #123', level: 1 }, { timeout: 10_000 });
const decision = () => screen.getByRole('region', { name: 'Keputusan status' });

async function choose(option: string) {
  await userEvent.click(within(decision()).getByRole('combobox', { name: /Status baru/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

describe('/admin/proposal/:idProposal, a proposal as staff read it', () => {
  it('shows the overview, both contacts, the history with who, from and note, and the breadcrumbs', async () => {
    renderDetail(() => buildDeskProposal());
    await findTitle();
    const contacts = screen.getByRole('region', { name: 'Kontak' });
    expect(within(contacts).getByText('ARN101-10001')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: '6281234500001' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234500001',
    );
    const history = screen.getByRole('table', { name: /Riwayat status/ });
    const [header, , second] = within(history).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tanggal', 'Status', 'Dari status', 'Oleh', 'Catatan']);
    // 17:30 UTC on 3 February is 00.30 on 4 February in Jakarta.
    expect(within(second!).getByText('4 Feb 2026, 00.30')).toBeInTheDocument();
    expect(within(second!).getByText('Pengajuan baru')).toBeInTheDocument();
    expect(within(second!).getByText('Super Admin Demo')).toBeInTheDocument();
    expect(within(second!).getByText('Data sudah dicek')).toBeInTheDocument();
    // On a tablet the decision comes after the record: a link leads to it.
    expect(screen.getByRole('link', { name: 'Ke keputusan status' })).toHaveAttribute(
      'href',
      '#decision-title',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Jejak halaman' });
    expect(within(crumbs).getByRole('link', { name: 'Pengajuan' })).toHaveAttribute(
      'href',
      '/admin/proposal',
    );
    expect(within(crumbs).getByText('#123')).toBeInTheDocument();
  });

  it('asks the verification number only for a status that needs it, prefilled, and saves on the version shown', async () => {
    const bodies: unknown[] = [];
    const shown = vi.spyOn(notifications, 'show');
    let current = buildDeskProposal();
    const { fetchMock } = renderDetail(() => current, {
      'PATCH /api/proposal/admin/123/status': (request: MockRequest) => {
        bodies.push(request.body);
        current = buildDeskProposal({ version: 5 });
        return json({
          idProposal: 123,
          idProposalStatus: 5,
          name: 'Verifikasi lapangan',
          verificationNumber: 'VER-8',
          version: 5,
        });
      },
    });
    await findTitle();
    await userEvent.click(within(decision()).getByRole('button', { name: 'Simpan status' }));
    expect(await within(decision()).findByText(statusDecisionMessages.chooseStatus)).toBeInTheDocument();

    await choose('7 - Ditolak');
    expect(within(decision()).queryByRole('textbox', { name: /Nomor verifikasi/ })).toBeNull();
    await choose('5 - Verifikasi lapangan');
    const number = within(decision()).getByRole('textbox', { name: /Nomor verifikasi/ });
    expect(number).toHaveValue('VER-7');
    await userEvent.clear(number);
    await userEvent.click(within(decision()).getByRole('button', { name: 'Simpan status' }));
    expect(
      await within(decision()).findByText(statusDecisionMessages.verificationNumberRequired),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(number, 'VER-8');
    await userEvent.type(within(decision()).getByRole('textbox', { name: /Catatan/ }), 'Lanjut ke lapangan');
    const reads = calledRoutes(fetchMock).filter((call) => call === 'GET /api/proposal/admin/123').length;
    await userEvent.click(within(decision()).getByRole('button', { name: 'Simpan status' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      idProposalStatus: 5,
      verificationNumber: 'VER-8',
      note: 'Lanjut ke lapangan',
      version: 4,
    });
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'teal', message: 'Verifikasi lapangan' }),
      ),
    );
    await waitFor(() =>
      expect(calledRoutes(fetchMock).filter((call) => call === 'GET /api/proposal/admin/123').length).toBe(
        reads + 1,
      ),
    );
  });

  it('on 409 shows the server message in red and reads the proposal again', async () => {
    let current = buildDeskProposal();
    const { fetchMock } = renderDetail(() => current, {
      'PATCH /api/proposal/admin/123/status': () => {
        current = buildDeskProposal({
          version: 5,
          proposal: { ...buildDeskProposal().proposal, status: { idProposalStatus: 7, name: 'Ditolak' } },
        });
        return json({ statusCode: 409, message: statusDecisionMessages.changedMeanwhile, errors: [] }, 409);
      },
    });
    await findTitle();
    await choose('7 - Ditolak');
    await userEvent.click(within(decision()).getByRole('button', { name: 'Simpan status' }));
    expect(await within(decision()).findByRole('alert')).toHaveTextContent(
      statusDecisionMessages.changedMeanwhile,
    );
    await waitFor(() => expect(screen.getByText('Bantuan Pendidikan · Ditolak')).toBeInTheDocument());
    expect(calledRoutes(fetchMock).filter((call) => call === 'GET /api/proposal/admin/123')).toHaveLength(2);
  });

  it('shows a taken verification number under its field', async () => {
    renderDetail(() => buildDeskProposal(), {
      'PATCH /api/proposal/admin/123/status': () =>
        json(
          {
            statusCode: 409,
            message: statusDecisionMessages.verificationNumberTaken,
            errors: [{ path: 'verificationNumber', message: statusDecisionMessages.verificationNumberTaken }],
          },
          409,
        ),
    });
    await findTitle();
    await choose('5 - Verifikasi lapangan');
    await userEvent.click(within(decision()).getByRole('button', { name: 'Simpan status' }));
    expect(
      await within(decision()).findByText(statusDecisionMessages.verificationNumberTaken),
    ).toBeInTheDocument();
    expect(within(decision()).queryByRole('alert')).toBeNull();
  });

  it('says why a status past assessment cannot be chosen yet, and does not send it (issue 36)', async () => {
    const missing =
      'Penilaian assessor belum cukup: masih kurang 1 dari 2 penilaian yang dibutuhkan program ini';
    const base = buildDeskProposal();
    const { fetchMock } = renderDetail(() => ({
      ...base,
      statusChoices: base.statusChoices.map((choice, index) =>
        index === base.statusChoices.length - 1 ? { ...choice, unavailable: missing } : choice,
      ),
    }));
    await findTitle();
    const last = base.statusChoices[base.statusChoices.length - 1]!;
    await choose(last.label);
    expect(within(decision()).getByText(missing)).toBeInTheDocument();
    expect(within(decision()).getByRole('button', { name: 'Simpan status' })).toBeDisabled();
    expect(calledRoutes(fetchMock).some((route) => route.startsWith('PATCH'))).toBe(false);
  });

  it('has no decision panel when the server says the person may not decide', async () => {
    renderDetail(() =>
      buildDeskProposal({
        allowed: {
          decideStatus: false,
          sendBack: false,
          reviewDocuments: false,
          readAudit: false,
          assignVerifiers: false,
        },
      }),
    );
    await findTitle();
    expect(screen.queryByRole('region', { name: 'Keputusan status' })).toBeNull();
  });

  it('shows review buttons as the server allows, not as the roles would say', async () => {
    // A super admin recorded in another programme: the server's answer decides.
    renderDetail(() => buildDeskProposal());
    const slot = await screen.findByRole('region', { name: 'Foto rumah' }, { timeout: 10_000 });
    expect(within(slot).getByRole('button', { name: 'Diterima' })).toBeInTheDocument();
    expect(within(slot).queryByRole('button', { name: 'Ganti' })).toBeNull();
  });

  it('shows no review buttons when the server says no', async () => {
    renderDetail(() =>
      buildDeskProposal({
        allowed: {
          decideStatus: true,
          sendBack: false,
          reviewDocuments: false,
          readAudit: false,
          assignVerifiers: false,
        },
      }),
    );
    const slot = await screen.findByRole('region', { name: 'Foto rumah' }, { timeout: 10_000 });
    expect(within(slot).queryByRole('button', { name: 'Diterima' })).toBeNull();
    expect(within(slot).queryByRole('button', { name: 'Ganti' })).toBeNull();
  });

  it('says "Data tidak ditemukan" for a proposal outside the person\'s programmes', async () => {
    renderStaffApp('/admin/proposal/999', buildStaff(), {
      'GET /api/proposal/admin/999': () =>
        json({ statusCode: 404, message: 'Data tidak ditemukan', errors: [] }, 404),
    });
    expect(
      await screen.findByRole('heading', { name: 'Data tidak ditemukan' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('/admin/proposal/:idProposal, the field verification result', () => {
  const view = () => ({
    idProposal: 123,
    name: 'Siti Aminah',
    program: { idProgram: 10, name: 'Bantuan Pendidikan' },
    area: { province: null, regency: null, district: null },
    status: { idProposalStatus: 6, name: 'Selesai verifikasi lapangan' },
    idProposalVerificator: 9,
    completedAt: '2026-02-03T17:30:00.000Z',
    sections: [
      {
        idProgramSection: 1,
        idSection: 1,
        route: 'reference',
        name: 'Data penerima',
        order: 1,
        applicant: { fullName: 'Siti Aminah', smoker: false, residenceOwner: 'Pak Darto' },
        verification: {
          idVerificationSection: 4,
          idSection: 1,
          route: 'reference',
          data: { idUser: 5, smoker: true, residenceOwner: 'Pak Darto' },
          verifierName: 'Ahmad Verifikator',
          updatedAt: '2026-02-02T03:00:00.000Z',
        },
      },
      {
        idProgramSection: 2,
        idSection: 2,
        route: 'family',
        name: 'Data keluarga',
        order: 2,
        applicant: { nomorKK: '3201010101010001', members: [] },
        verification: null,
      },
    ],
    applicantDocuments: [{ idDocument: 1, idDocumentType: 5, typeName: 'Foto rumah', extension: 'jpg' }],
    documents: [
      {
        idDocumentVerification: 77,
        idDocumentType: 5,
        idDocument: 1,
        extension: 'jpg',
        createdAt: '2026-02-02T03:00:00.000Z',
      },
    ],
    visit: {
      idProposal: 123,
      idProposalVerificator: 9,
      idProposalVerificatorDetail: 3,
      verificationDate: '2026-02-01',
      cost: 50000,
      distance: 12.5,
      travelTime: 30,
      travelMode: 'Sepeda motor',
      reason: 'Layak dibantu',
      routineProgram: true,
      engagement: true,
      trusted: false,
      visitedDate: '2026-02-01',
      updatedAt: '2026-02-02T03:00:00.000Z',
    },
    handoverEnabled: true,
    pretest: false,
  });
  const routes = {
    'GET /api/proposal/verification/123': () => json(view()),
    'GET /api/proposalverificator/handover/proposal/123': () =>
      json({
        data: [
          {
            idHandoverEvidence: 8,
            idProposal: 123,
            extension: 'png',
            uploadedBy: 'Ahmad Verifikator',
            createdAt: '2026-02-04T03:00:00.000Z',
          },
        ],
      }),
  };
  const panel = () => screen.findByRole('region', { name: 'Hasil verifikasi lapangan' }, { timeout: 10_000 });

  it('shows each side of a verified section with what differs marked, the visit, photos and handover', async () => {
    renderDetail(() => buildDeskProposal(), routes);
    const result = await panel();
    const reference = within(result).getByRole('region', { name: 'Data penerima' });
    expect(within(reference).getByText(verificationMessages.verified)).toBeInTheDocument();
    expect(within(reference).getByText('1 berbeda')).toBeInTheDocument();
    // Only what the verifier was asked: the applicant's name is not compared.
    expect(within(reference).queryByText('Nama lengkap')).toBeNull();
    const smoker = within(reference).getByText('Merokok').closest('[data-differs]') as HTMLElement;
    expect(within(smoker).getByText(verificationMessages.differs)).toBeInTheDocument();
    expect(within(smoker).getByText('Tidak')).toBeInTheDocument();
    expect(within(smoker).getByText('Ya')).toBeInTheDocument();
    expect(within(reference).getByText('Pemilik tempat tinggal').closest('[data-differs]')).toBeNull();
    expect(
      within(within(result).getByRole('region', { name: 'Data keluarga' })).getByText(
        verificationMessages.notVerified,
      ),
    ).toBeInTheDocument();

    const visit = within(result).getByRole('region', { name: verificationMessages.visitRecord });
    expect(within(visit).getAllByText('1 Februari 2026')).toHaveLength(2);
    expect(within(visit).getByText('Sepeda motor')).toBeInTheDocument();
    expect(within(visit).getByText('12,5 km')).toBeInTheDocument();
    expect(within(visit).getByText('Aktif mengikuti kegiatan dakwah?')).toBeInTheDocument();
    // 17:30 UTC on 3 February is 00.30 on 4 February in Jakarta.
    expect(within(result).getByText('Rabu, 4 Februari 2026, 00.30')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: /Foto rumah/ })).toHaveAttribute(
      'href',
      '/api/document-verification/77',
    );
    const handover = await within(result).findByRole('region', { name: 'Bukti serah terima' });
    expect(within(handover).getByRole('link', { name: /Ahmad Verifikator/ })).toHaveAttribute(
      'href',
      '/api/proposalverificator/handover/file/8',
    );
  });

  it('shows nothing when the caller may not read it (404)', async () => {
    renderDetail(() => buildDeskProposal());
    await findTitle();
    await screen.findByRole('region', { name: 'Foto rumah' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Hasil verifikasi lapangan' })).toBeNull();
  });
});
