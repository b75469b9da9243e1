// Test helpers of the staff pages: the whole app's routes in a memory router, staff users, desk rows
// and a proposal as staff read it.
import { ROLE_GUEST, ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import type { DeskProposal, DeskRow } from '@amal/contract/desk';
import type { CurrentUser } from '@amal/contract/users';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildCurrentUser } from '../../../test/builders';
import { json, mockFetch } from '../../../test/fetch-mock';
import { routes } from '../../router';
import { theme } from '../../theme';

/**
 * mantine-datatable draws a column while `matchMedia(column.visibleMediaQuery ?? '')` matches; a
 * browser matches the empty query, the test setup's stub nothing. Restored after each test.
 */
export function matchEmptyMediaQuery() {
  const stub = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...stub(query),
    matches: query === '',
  }));
}

export const NOT_LOGGED_IN = () =>
  json({ statusCode: 401, message: 'Silakan masuk terlebih dahulu', errors: [] }, 401);

/** A staff member holding `roles` (by default super admin, recorded in programme 1). */
export const buildStaff = (
  roles: { idProgram: number; idRole: number }[] = [{ idProgram: 1, idRole: ROLE_SUPER_ADMIN }],
  overrides: Partial<CurrentUser> = {},
): CurrentUser =>
  buildCurrentUser({
    idUser: 9,
    fullName: 'Super Admin Demo',
    nip: 'ARN101-10009',
    administrators: { idAdministrator: 1, administratorRoles: roles },
    ...overrides,
  });

export const GUEST_OF_10 = [{ idProgram: 10, idRole: ROLE_GUEST }];

/** The whole app at `url`, with GET /api/user answering `user` (null: a visitor). */
export function renderStaffApp(
  url: string,
  user: CurrentUser | null,
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  let session = user;
  const fetchMock = mockFetch({
    'GET /api/user': () => (session ? json(session) : NOT_LOGGED_IN()),
    'POST /api/logout': () => {
      session = null;
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return {
    fetchMock,
    router,
    queryClient,
    location,
    login: (member: CurrentUser | null) => {
      session = member;
    },
  };
}

export const buildDeskRow = (overrides: Partial<DeskRow> = {}): DeskRow => ({
  idProposal: 123,
  createdAt: '2026-02-01T18:00:00Z',
  documentComplete: true,
  verificationNumber: null,
  program: { idProgram: 10, name: 'Bantuan Pendidikan' },
  status: { idProposalStatus: 1, name: 'Pengajuan baru' },
  referrer: { fullName: 'Ahmad Fauzi', nip: 'ARN101-10001' },
  reference: { fullName: 'Siti Aminah', nip: 'ARN101-20001' },
  area: { province: 'Jawa Barat', regency: 'Kota Bandung' },
  ...overrides,
});

export const deskPage = (rows: DeskRow[], total = rows.length, page = 1) =>
  json({ data: rows, total, page, rows: 25 });

export const buildDeskProposal = (overrides: Partial<DeskProposal> = {}): DeskProposal => ({
  proposal: {
    idProposal: 123,
    createdAt: '2026-02-01T03:00:00Z',
    documentComplete: false,
    program: { idProgram: 10, name: 'Bantuan Pendidikan', individual: true, idProgramParent: null },
    programVersion: 1,
    status: { idProposalStatus: 2, name: 'Diverifikasi' },
    reference: { fullName: 'Siti Aminah' },
    referrer: { fullName: 'Ahmad Fauzi' },
    organization: null,
    verificationNumber: 'VER-7',
    recipientResponse: null,
    canRespond: false,
    proposalStatusHistory: [
      { idProposalStatus: 1, name: 'Pengajuan baru', createdAt: '2026-02-01T03:00:00Z' },
      { idProposalStatus: 2, name: 'Diverifikasi', createdAt: '2026-02-03T17:30:00Z' },
    ],
    sections: {},
    childProposals: [],
  },
  version: 4,
  referrer: { idUser: 1, fullName: 'Ahmad Fauzi', nip: 'ARN101-10001', whatsappNumber: '6281234567890' },
  reference: { idUser: 2, fullName: 'Siti Aminah', nip: 'ARN101-20001', whatsappNumber: '6281234500001' },
  history: [
    {
      idProposalStatus: 1,
      name: 'Pengajuan baru',
      createdAt: '2026-02-01T03:00:00Z',
      fromStatus: null,
      by: 'Ahmad Fauzi',
      note: null,
    },
    {
      idProposalStatus: 2,
      name: 'Diverifikasi',
      createdAt: '2026-02-03T17:30:00Z',
      fromStatus: 1,
      by: 'Super Admin Demo',
      note: 'Data sudah dicek',
    },
  ],
  allowed: {
    decideStatus: true,
    sendBack: true,
    reviewDocuments: true,
    readAudit: true,
    assignVerifiers: false,
  },
  revisions: [],
  statusChoices: [
    { idProposalStatus: 1, label: '1 - Pengajuan baru', requiresVerificationNumber: true },
    { idProposalStatus: 2, label: '2 - Diverifikasi', requiresVerificationNumber: false },
    { idProposalStatus: 5, label: '5 - Verifikasi lapangan', requiresVerificationNumber: true },
    { idProposalStatus: 7, label: '7 - Ditolak', requiresVerificationNumber: false },
  ],
  ...overrides,
});
