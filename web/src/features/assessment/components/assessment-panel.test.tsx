import {
  type Assessment,
  type AssessmentInputs,
  type AssessmentView,
  assessmentMessages,
  snapshotOf,
} from '@amal/contract/assessment';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AssessmentPanel } from './assessment-panel';

const INPUTS: AssessmentInputs = {
  income: {
    value: 650_000,
    source: 'verifier',
    verified: true,
    items: [{ label: 'Upah harian', value: 650_000 }],
  },
  livingCost: {
    value: 1_500_000,
    source: 'applicant',
    verified: false,
    items: [{ label: 'Makan dan Minum', value: 1_500_000 }],
  },
  familyCount: { value: 2, source: 'verifier', verified: true, items: [{ label: 'Hamzah', value: 1 }] },
  hadKifayah: { value: 1_000_000, source: 'programme', verified: true, items: [] },
};
const current = snapshotOf(INPUTS, new Date('2026-11-28T03:00:00Z'));

const view = (overrides: Partial<AssessmentView> = {}): AssessmentView => ({
  idProposal: 8,
  name: 'Khadijah Amini',
  program: { idProgram: 4, name: 'Armalah', minimumAssesor: 1, hadKifayah: 1_000_000 },
  status: { idProposalStatus: 6, name: 'Selesai verifikasi lapangan', final: false },
  current,
  currentRule: { version: 1, description: 'Status ekonomi ditambah kelayakan hidup' },
  own: null,
  count: 0,
  missing: 1,
  assessments: [],
  canAssess: true,
  ...overrides,
});

const saved = (overrides: Partial<Assessment> = {}): Assessment => ({
  idVerificationAssesor: 31,
  idProposal: 8,
  assessor: { idUser: 5, fullName: 'Fatimah Zahra' },
  recommendation: 'LAYAK',
  note: 'Penghasilan jauh di bawah kebutuhan',
  snapshot: current,
  recomputation: null,
  createdAt: '2026-11-28T03:00:00Z',
  updatedAt: '2026-11-28T03:00:00Z',
  ...overrides,
});

describe('AssessmentPanel (issue 36)', () => {
  it('explains the score: each weight with its band, each input with its value and source, unverified marked', async () => {
    mockFetch({ 'GET /api/verificationassesor/proposal/8': () => json(view()) });
    renderWithProviders(<AssessmentPanel idProposal={8} />);
    const inputs = await screen.findByRole('table', { name: 'Data yang dinilai: Skor saat ini' });
    const income = within(inputs).getByRole('row', { name: /Pendapatan per bulan/ });
    expect(income).toHaveTextContent('Rp 650.000');
    expect(income).toHaveTextContent('Hasil verifikasi lapangan');
    expect(within(income).queryByText(assessmentMessages.unverified)).not.toBeInTheDocument();
    const cost = within(inputs).getByRole('row', { name: /Biaya hidup per bulan/ });
    expect(cost).toHaveTextContent('Data pemohon (belum diverifikasi)');
    expect(within(cost).getByText(assessmentMessages.unverified)).toBeInTheDocument();
    const weights = screen.getByRole('table', { name: 'Skor saat ini' });
    // 650.000 / 1.500.000 = 43 %: FAKIR, 0,5; 650.000 / 1.000.000 / 2 = 0,33: 0,5.
    expect(within(weights).getByRole('row', { name: /Status ekonomi/ })).toHaveTextContent('43%FAKIR0,5');
    expect(screen.getByText('Total skor 1')).toBeInTheDocument();
    expect(screen.getByText(assessmentMessages.count(0, 1))).toBeInTheDocument();
  });

  it('names the missing recommendation and note, then saves the assessor’s own with POST', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      'GET /api/verificationassesor/proposal/8': () => json(view()),
      'POST /api/verificationassesor': () => json(saved(), 201),
    });
    renderWithProviders(<AssessmentPanel idProposal={8} />);
    const form = await screen.findByRole('form', { name: 'Penilaian Anda' });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penilaian' }));
    expect(await within(form).findByText(assessmentMessages.recommendationRequired)).toBeInTheDocument();
    expect(within(form).getByText(assessmentMessages.noteRequired)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'Layak dibantu' }));
    await userEvent.type(
      within(form).getByLabelText(/Catatan penilaian/),
      'Penghasilan jauh di bawah kebutuhan',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penilaian' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: assessmentMessages.saved })),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      idProposal: 8,
      recommendation: 'LAYAK',
      note: 'Penghasilan jauh di bawah kebutuhan',
    });
  });

  it('shows a saved assessment beside its recomputation, and changes the own one with PATCH', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const recomputed = snapshotOf(
      { ...INPUTS, income: { ...INPUTS.income, value: 2_000_000 } },
      new Date('2026-11-29T03:00:00Z'),
    );
    const fetchMock = mockFetch({
      'GET /api/verificationassesor/proposal/8': () =>
        json(view({ own: saved({ recomputation: recomputed }), count: 1, missing: 0, assessments: [] })),
      'PATCH /api/verificationassesor': () => json(saved()),
    });
    renderWithProviders(<AssessmentPanel idProposal={8} />);
    expect(
      await screen.findByRole('table', { name: 'Skor saat dinilai oleh Fatimah Zahra' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Skor hitung ulang penilaian Fatimah Zahra' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Penilaian Anda' });
    expect(within(form).getByRole('radio', { name: 'Layak dibantu' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penilaian' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: assessmentMessages.saved })),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      idVerificationAssesor: 31,
      recommendation: 'LAYAK',
    });
  });

  it('recomputes an assessment under the current rules on request', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      'GET /api/verificationassesor/proposal/8': () =>
        json(view({ canAssess: false, assessments: [saved()], count: 1, missing: 0 })),
      'POST /api/verificationassesor/31/recompute': () => json(saved()),
    });
    renderWithProviders(<AssessmentPanel idProposal={8} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hitung ulang penilaian Fatimah Zahra' }),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: assessmentMessages.recomputed })),
    );
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/verificationassesor/31/recompute')),
    ).toBe(true);
    expect(screen.queryByRole('form', { name: 'Penilaian Anda' })).not.toBeInTheDocument();
  });

  it('draws nothing for whoever may not read the assessments (404)', async () => {
    const fetchMock = mockFetch({});
    const { container } = renderWithProviders(<AssessmentPanel idProposal={8} />);
    await vi_waitForCalls(fetchMock);
    expect(container.querySelector('section')).toBeNull();
  });
});

async function vi_waitForCalls(fetchMock: ReturnType<typeof mockFetch>) {
  await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
