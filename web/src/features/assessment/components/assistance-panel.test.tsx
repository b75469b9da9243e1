import { type Assistance, type AssistanceView, assistanceMessages } from '@amal/contract/assessment';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AssistancePanel } from './assistance-panel';
import { DecidedAssistance } from './decided-assistance';

const AID: Assistance = {
  idAssistance: 4,
  idProposal: 8,
  amount: 1_500_000,
  form: 'Transfer bank',
  date: '2026-12-05',
  note: null,
  recordedBy: 'Abdullah Rahman',
  updatedAt: '2026-11-28T03:00:00Z',
};
const view = (overrides: Partial<AssistanceView> = {}): AssistanceView => ({
  idProposal: 8,
  assistance: null,
  canRecord: true,
  ...overrides,
});

describe('AssistancePanel (issue 36 item 4)', () => {
  it('names what is missing, then records the aid with POST', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      'GET /api/assistance/proposal/8': () => json(view()),
      'POST /api/assistance': () => json(AID, 201),
    });
    renderWithProviders(<AssistancePanel idProposal={8} />);
    expect(await screen.findByText(assistanceMessages.none)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Catat bantuan' });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan bantuan' }));
    expect(await within(form).findByText(assistanceMessages.amountRequired)).toBeInTheDocument();
    expect(within(form).getByText(assistanceMessages.formRequired)).toBeInTheDocument();
    expect(within(form).getByText(assistanceMessages.dateRequired)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/Nominal bantuan/), '1500000');
    await userEvent.click(within(form).getByRole('combobox', { name: /Bentuk bantuan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Transfer bank' }));
    await userEvent.type(within(form).getByLabelText(/Tanggal bantuan/), '2026-12-05');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan bantuan' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: assistanceMessages.saved })),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      idProposal: 8,
      amount: 1_500_000,
      form: 'Transfer bank',
      date: '2026-12-05',
    });
  });

  it('shows the aid decided without a form to whoever may not record it', async () => {
    mockFetch({ 'GET /api/assistance/proposal/8': () => json(view({ assistance: AID, canRecord: false })) });
    renderWithProviders(<AssistancePanel idProposal={8} />);
    expect(await screen.findByText('Rp 1.500.000')).toBeInTheDocument();
    expect(screen.getByText('Transfer bank')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Catat bantuan' })).not.toBeInTheDocument();
  });
});

describe('DecidedAssistance on the member’s proposal', () => {
  it('shows the aid once decided', async () => {
    mockFetch({ 'GET /api/assistance/proposal/8': () => json(view({ assistance: AID, canRecord: false })) });
    renderWithProviders(<DecidedAssistance idProposal={8} />);
    expect(await screen.findByRole('heading', { name: 'Bantuan yang diputuskan' })).toBeInTheDocument();
    expect(screen.getByText('Sabtu, 5 Desember 2026')).toBeInTheDocument();
  });

  it('shows nothing while none is decided', async () => {
    const fetchMock = mockFetch({ 'GET /api/assistance/proposal/8': () => json(view({ canRecord: false })) });
    renderWithProviders(<DecidedAssistance idProposal={8} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Bantuan yang diputuskan' })).not.toBeInTheDocument();
  });
});
