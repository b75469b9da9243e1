import { proposalMessages } from '@amal/contract/proposal-messages';
import type { ProposalDetail } from '@amal/contract/proposals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RecipientResponseCard } from './recipient-response';

/** A proposal Ahmad made for the member (Siti), not yet answered. */
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
  canRespond: true,
  proposalStatusHistory: [{ idProposalStatus: 1, name: 'Pengajuan baru', createdAt: '2026-02-01T03:00:00Z' }],
  sections: {},
  childProposals: [],
  ...overrides,
});

/** The server takes the answer and sends the proposal back as it now is. */
function answering() {
  const sent: MockRequest[] = [];
  const fetchMock = mockFetch({
    'PATCH /api/proposal/recipient-response': (request) => {
      sent.push(request);
      const { recipientResponse } = request.body as { recipientResponse: 'ACCEPTED' | 'DECLINED' };
      return json(proposal({ recipientResponse, canRespond: false }));
    },
  });
  return { sent, fetchMock };
}

const card = () => screen.getByRole('region', { name: 'Jawaban penerima bantuan' });

describe('RecipientResponseCard (issue 31: the recipient answers a proposal made for them)', () => {
  it('names who made it and asks; "Terima" sends ACCEPTED and then says it was accepted', async () => {
    const { sent } = answering();
    renderWithProviders(<RecipientResponseCard proposal={proposal()} />);
    expect(within(card()).getByText(proposalMessages.madeForYou('Ahmad Fauzi'))).toBeInTheDocument();
    expect(within(card()).getByText(proposalMessages.respondQuestion)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: proposalMessages.accept }));
    expect(await screen.findByText(proposalMessages.accepted)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ idProposal: 9, recipientResponse: 'ACCEPTED' });
    expect(screen.queryByRole('button', { name: proposalMessages.accept })).toBeNull();
    expect(screen.queryByRole('button', { name: proposalMessages.decline })).toBeNull();
  });

  it('"Tolak pengajuan" asks first: "Batalkan" sends nothing, "Ya, tolak" sends DECLINED', async () => {
    const { sent } = answering();
    renderWithProviders(<RecipientResponseCard proposal={proposal()} />);

    await userEvent.click(screen.getByRole('button', { name: proposalMessages.decline }));
    const dialog = await screen.findByRole('dialog', { name: proposalMessages.decline });
    expect(within(dialog).getByText(proposalMessages.declineConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: proposalMessages.decline }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: proposalMessages.decline })).getByRole('button', {
        name: 'Ya, tolak',
      }),
    );
    expect(await screen.findByText(proposalMessages.declined)).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ idProposal: 9, recipientResponse: 'DECLINED' }]);
    expect(screen.queryByRole('button', { name: proposalMessages.accept })).toBeNull();
  });

  it('an answer already given is shown, with nothing left to answer', () => {
    mockFetch({});
    renderWithProviders(
      <RecipientResponseCard proposal={proposal({ recipientResponse: 'DECLINED', canRespond: false })} />,
    );
    expect(screen.getByText(proposalMessages.declined)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing when the member may not answer', () => {
    mockFetch({});
    renderWithProviders(<RecipientResponseCard proposal={proposal({ canRespond: false })} />);
    expect(screen.queryByText(proposalMessages.respondQuestion)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a refused answer shows the server's reason and leaves the question open", async () => {
    const shown = vi.spyOn(notifications, 'show');
    mockFetch({
      'PATCH /api/proposal/recipient-response': () =>
        json({ statusCode: 409, message: proposalMessages.cannotRespond, errors: [] }, 409),
    });
    renderWithProviders(<RecipientResponseCard proposal={proposal()} />);
    await userEvent.click(screen.getByRole('button', { name: proposalMessages.accept }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Terjadi kesalahan', message: proposalMessages.cannotRespond }),
      ),
    );
    expect(screen.getByRole('button', { name: proposalMessages.accept })).toBeEnabled();
    expect(screen.queryByText(proposalMessages.accepted)).toBeNull();
  });

  it('its buttons are touch targets of at least 44 px', () => {
    mockFetch({});
    renderWithProviders(<RecipientResponseCard proposal={proposal()} />);
    for (const name of [proposalMessages.accept, proposalMessages.decline]) {
      expect(screen.getByRole('button', { name }).style.minHeight).toMatch(/2\.75rem|44px/);
    }
  });
});
