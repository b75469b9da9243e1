import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WhatsAppOptOut } from './whatsapp-opt-out';

describe('WhatsAppOptOut (decision 0049)', () => {
  it('shows the choice and saves an opt-out', async () => {
    const saved = vi.fn();
    mockFetch({
      'GET /api/notifications/whatsapp-opt-out': () => json({ optOut: false }),
      'PUT /api/notifications/whatsapp-opt-out': (request) => {
        saved(request.body);
        return json(request.body);
      },
    });
    renderWithProviders(<WhatsAppOptOut />);
    const box = screen.getByRole('checkbox', { name: /Kirimi saya pesan WhatsApp/ });
    await vi.waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await userEvent.click(box);
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith({ optOut: true }));
    await vi.waitFor(() => expect(box).not.toBeChecked());
  });
});
