import { draftMessages } from '@amal/contract/drafts';
import {
  applicationLockedMessage,
  COMPLETE_PROFILE_ACTION,
  COMPLETE_PROFILE_PATH,
} from '@amal/contract/home-menu';
import type { ProgramDetail } from '@amal/contract/programs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgramSummary } from '../../test/builders';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ApplyProgramRoute } from './apply-program';

const program = (overrides: Partial<ProgramDetail>): ProgramDetail => ({
  ...buildProgramSummary({ idProgram: 3, name: 'Bantuan Air Bersih' }),
  version: 1,
  minimumAssesor: 1,
  zakatFunds: false,
  idBankAccount: null,
  reaplicationPeriod: 0,
  dayLimitUploadDocument: 7,
  childPrograms: [],
  programDocumentType: [],
  programSections: [],
  ...overrides,
});

describe('/pengajuan-bantuan/:idProgram for a programme that takes no proposals (issue 3: quota respected)', () => {
  it.each([
    ['full', { full: true }, 'Kuota penuh'],
    ['closed', { open: false }, 'Ditutup'],
  ])(
    'a %s programme cannot be started: it says why and offers the other programmes',
    async (_, overrides, label) => {
      mockFetch({
        'GET /api/user': () => json(buildCurrentUser()),
        'GET /api/program/3': () => json(program(overrides)),
      });
      renderWithProviders(<ApplyProgramRoute />, {
        url: '/pengajuan-bantuan/3',
        path: '/pengajuan-bantuan/:idProgram',
      });
      expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
      expect(screen.getByText(`${label}: program ini tidak dapat diajukan saat ini.`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Lihat program lain' })).toHaveAttribute(
        'href',
        '/pengajuan-bantuan',
      );
      expect(screen.queryByRole('button', { name: 'Simpan Data' })).not.toBeInTheDocument();
    },
  );
});

describe('/pengajuan-bantuan/:idProgram typed by a member the home menu keeps locked (issue 32 item 1)', () => {
  it('says what is missing in the home page words and leads to "Lengkapi data", with no wizard', async () => {
    const user = buildCurrentUser({ hasBankAccount: false, homeDocumentTypes: [2] });
    mockFetch({
      'GET /api/user': () => json(user),
      'GET /api/program/3': () => json(program({})),
    });
    renderWithProviders(<ApplyProgramRoute />, {
      url: '/pengajuan-bantuan/3',
      path: '/pengajuan-bantuan/:idProgram',
    });
    expect(await screen.findByText(applicationLockedMessage(user))).toBeInTheDocument();
    expect(applicationLockedMessage(user)).toBe(
      'Lengkapi rekening bank dan dokumen KTP/KK untuk mulai mengajukan bantuan.',
    );
    expect(screen.getByRole('link', { name: COMPLETE_PROFILE_ACTION })).toHaveAttribute(
      'href',
      COMPLETE_PROFILE_PATH,
    );
    expect(screen.queryByRole('button', { name: 'Simpan Data' })).not.toBeInTheDocument();
  });
});

describe('/pengajuan-bantuan/:idProgram with a draft begun on an earlier form (issue 36 item 8)', () => {
  it('carries on with the draft’s form, says so, and moves the draft to the current form when asked', async () => {
    const draft = {
      idTempProposal: 77,
      idUser: 1,
      idProgram: 3,
      status: 'DRAFTED',
      data: '{}',
      programVersion: 1,
      updatedAt: '2026-11-01T03:00:00Z',
    };
    const fetchMock = mockFetch({
      'GET /api/user': () => json(buildCurrentUser()),
      'GET /api/program/3': () => json(program({ version: 2 })),
      'GET /api/temporaryproposal/program/3/DRAFTED': () =>
        json({ data: [draft], total: 1, page: 1, rows: 1 }),
      'PATCH /api/temporaryproposal': () => json({ ...draft, programVersion: 2 }),
    });
    renderWithProviders(<ApplyProgramRoute />, {
      url: '/pengajuan-bantuan/3',
      path: '/pengajuan-bantuan/:idProgram',
    });
    expect(await screen.findByText(draftMessages.olderForm)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/program/3?version=1');
    await userEvent.click(screen.getByRole('button', { name: draftMessages.moveToCurrent }));
    await waitFor(() => expect(screen.queryByText(draftMessages.olderForm)).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ idTempProposal: 77, moveToCurrentVersion: true });
  });
});
