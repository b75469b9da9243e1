import { notificationMessages, type OutboxMessage } from '@amal/contract/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WhatsAppMessages } from './whatsapp-messages';

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  idOutboxMessage: 1,
  kind: 'status',
  state: 'pending',
  stateNote: notificationMessages.noProvider,
  whatsappNumber: '6281234567890',
  body: 'Assalamu\'alaikum Siti, status pengajuan bantuan Beasiswa Anda kini "Disetujui".',
  attempts: 0,
  nextAttemptAt: '2026-11-29T01:00:00Z',
  lastError: null,
  createdAt: '2026-11-29T01:00:00Z',
  sentAt: null,
  ...overrides,
});

describe('WhatsAppMessages (decision 0049)', () => {
  it('lists the messages with their states, and resends a failed one', async () => {
    const resent = vi.fn();
    let failed = message({
      idOutboxMessage: 2,
      kind: 'revision',
      state: 'failed',
      stateNote: notificationMessages.states.failed,
      attempts: 6,
      lastError: 'HTTP 500 (kode 1): An unknown error occurred',
    });
    mockFetch({
      'GET /api/notifications/proposal/12': () =>
        json({ providerConfigured: false, canResend: true, data: [failed, message({})] }),
      'POST /api/notifications/message/2/resend': () => {
        resent();
        failed = { ...failed, state: 'pending', stateNote: notificationMessages.noProvider, attempts: 0 };
        return json(failed);
      },
    });
    renderWithProviders(<WhatsAppMessages idProposal={12} />);
    expect(await screen.findByRole('heading', { name: 'Pesan WhatsApp' })).toBeInTheDocument();
    const pending = await screen.findByRole('listitem', { name: /Perubahan status/ });
    expect(within(pending).getByText(notificationMessages.noProvider)).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    const failedItem = screen.getByRole('listitem', { name: /Perbaikan/ });
    expect(within(failedItem).getByText(/HTTP 500/)).toBeInTheDocument();
    await userEvent.click(within(failedItem).getByRole('button', { name: notificationMessages.resend }));
    await vi.waitFor(() => expect(resent).toHaveBeenCalledOnce());
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: notificationMessages.resend })).not.toBeInTheDocument(),
    );
  });

  it('offers no resend to a caller who may not, and says when there is nothing', async () => {
    mockFetch({
      'GET /api/notifications/proposal/3': () =>
        json({
          providerConfigured: true,
          canResend: false,
          data: [message({ state: 'failed', stateNote: notificationMessages.states.failed })],
        }),
      'GET /api/notifications/proposal/4': () =>
        json({ providerConfigured: true, canResend: true, data: [] }),
    });
    const { unmount } = renderWithProviders(<WhatsAppMessages idProposal={3} />);
    expect(await screen.findByText(notificationMessages.states.failed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: notificationMessages.resend })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<WhatsAppMessages idProposal={4} />);
    expect(await screen.findByText(notificationMessages.empty)).toBeInTheDocument();
  });
});
