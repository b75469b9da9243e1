import { settingsMessages } from '@amal/contract/settings';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SettingsForm } from './settings-form';

const STORED = {
  foundationName: 'Yayasan Amal',
  customerServiceUrl: 'https://wa.me/6281100000000',
  handoverProof: false,
};
const saveButton = () => screen.getByRole('button', { name: 'Simpan pengaturan' });

describe('SettingsForm', () => {
  it('starts from the stored settings; saving waits for a change', async () => {
    mockFetch({ 'GET /api/settings': () => json(STORED) });
    renderWithProviders(<SettingsForm />);
    expect(await screen.findByLabelText(/^Nama yayasan/)).toHaveValue('Yayasan Amal');
    expect(screen.getByLabelText(/^Alamat layanan pelanggan/)).toHaveValue('https://wa.me/6281100000000');
    expect(screen.getByRole('switch', { name: /^Unggah bukti serah terima/ })).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('checks the fields before sending: a name, an http(s) address', async () => {
    const fetchMock = mockFetch({ 'GET /api/settings': () => json(STORED) });
    renderWithProviders(<SettingsForm />);
    const name = await screen.findByLabelText(/^Nama yayasan/);
    await userEvent.clear(name);
    const url = screen.getByLabelText(/^Alamat layanan pelanggan/);
    await userEvent.clear(url);
    await userEvent.type(url, 'wa.me/62811');
    await userEvent.click(saveButton());
    expect(await screen.findByText(settingsMessages.foundationNameRequired)).toBeInTheDocument();
    expect(screen.getByText(settingsMessages.customerServiceUrlInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET']);
  });

  it('saves every setting with PATCH /api/settings and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      'GET /api/settings': () => json(STORED),
      'PATCH /api/settings': (request) => json(request.body),
    });
    renderWithProviders(<SettingsForm />);
    const name = await screen.findByLabelText(/^Nama yayasan/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Yayasan Amal Sejahtera ');
    await userEvent.click(screen.getByRole('switch', { name: /^Unggah bukti serah terima/ }));
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: settingsMessages.saved })),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      foundationName: 'Yayasan Amal Sejahtera',
      customerServiceUrl: 'https://wa.me/6281100000000',
      handoverProof: true,
    });
    // What was saved is the form's new starting point.
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it("shows the server's refusal of a field under it", async () => {
    mockFetch({
      'GET /api/settings': () => json(STORED),
      'PATCH /api/settings': () =>
        json(
          {
            statusCode: 400,
            message: settingsMessages.foundationNameMax,
            errors: [{ path: 'foundationName', message: settingsMessages.foundationNameMax }],
          },
          400,
        ),
    });
    renderWithProviders(<SettingsForm />);
    await userEvent.type(await screen.findByLabelText(/^Nama yayasan/), ' Baru');
    await userEvent.click(saveButton());
    expect(await screen.findByText(settingsMessages.foundationNameMax)).toBeInTheDocument();
  });

  it('shows any other refusal (a role removed meanwhile: 403) below the form', async () => {
    mockFetch({
      'GET /api/settings': () => json(STORED),
      'PATCH /api/settings': () =>
        json({ statusCode: 403, message: 'Anda tidak memiliki akses', errors: [] }, 403),
    });
    renderWithProviders(<SettingsForm />);
    await userEvent.type(await screen.findByLabelText(/^Nama yayasan/), ' Baru');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Anda tidak memiliki akses')).toBeInTheDocument();
  });
});
