import {
  applicationLockedMessage,
  COMPLETE_PROFILE_ACTION,
  COMPLETE_PROFILE_PATH,
} from '@amal/contract/home-menu';
import type { ProgramDetail } from '@amal/contract/programs';
import { screen } from '@testing-library/react';
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
