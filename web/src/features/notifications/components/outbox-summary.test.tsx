import { notificationMessages } from '@amal/contract/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { lagText, OutboxSummary } from './outbox-summary';

describe('OutboxSummary (decision 0049)', () => {
  it('shows what waits, what failed, the lag, and that no provider is set', async () => {
    mockFetch({
      'GET /api/notifications/outbox': () =>
        json({
          providerConfigured: false,
          pending: 3,
          failed: 1,
          oldestPendingSeconds: 420,
          byKind: [
            { kind: 'registration', pending: 1, failed: 0 },
            { kind: 'status', pending: 2, failed: 1 },
            { kind: 'revision', pending: 0, failed: 0 },
            { kind: 'documents-missing', pending: 0, failed: 0 },
          ],
        }),
    });
    renderWithProviders(<OutboxSummary />);
    expect(await screen.findByText('3 menunggu · 1 gagal · tertua menunggu 7 menit')).toBeInTheDocument();
    expect(screen.getByText(notificationMessages.noProvider)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Perubahan status 2 1' })).toBeInTheDocument();
  });

  it('writes the lag in seconds, minutes or hours', () => {
    expect(lagText(12)).toBe('12 detik');
    expect(lagText(300)).toBe('5 menit');
    expect(lagText(7300)).toBe('2 jam');
  });
});
