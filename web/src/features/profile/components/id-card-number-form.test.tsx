import { patternMessages } from '@amal/contract/patterns';
import { userMessages } from '@amal/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { IdCardNumberForm } from './id-card-number-form';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan nomor KTP' }));

describe('IdCardNumberForm', () => {
  it('checks the number before sending it: required, 16 digits', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<IdCardNumberForm user={{ idUser: 2, idCardNumber: null }} />);
    await save();
    expect(await screen.findByText(userMessages.idCardNumberRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nomor KTP/), '12345');
    await save();
    expect(await screen.findByText(patternMessages.ktp)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves it with PATCH /api/user { idUser, idCardNumber }, says it can be set once', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/user': (request) => json(request.body) });
    renderWithProviders(<IdCardNumberForm user={{ idUser: 2, idCardNumber: null }} />);
    expect(screen.getByText(/hanya dapat diisi satu kali/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nomor KTP/), '3273015205900002');
    await save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/user');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ idUser: 2, idCardNumber: '3273015205900002' });
  });

  it('once set, shows it read-only (masked) with why it cannot be changed here', () => {
    renderWithProviders(<IdCardNumberForm user={{ idUser: 2, idCardNumber: '3273015205900002' }} />);
    const field = screen.getByLabelText('Nomor KTP');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveValue('••••••••••••0002');
    expect(field).toHaveAccessibleDescription(userMessages.identityNumberLocked);
    expect(screen.queryByRole('button', { name: 'Simpan nomor KTP' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field when the number was set meanwhile", async () => {
    mockFetch({
      'PATCH /api/user': () =>
        json(
          {
            statusCode: 400,
            message: userMessages.identityNumberLocked,
            errors: [{ path: 'idCardNumber', message: userMessages.identityNumberLocked }],
          },
          400,
        ),
    });
    renderWithProviders(<IdCardNumberForm user={{ idUser: 2, idCardNumber: null }} />);
    await userEvent.type(screen.getByLabelText(/^Nomor KTP/), '3273015205900002');
    await save();
    expect(await screen.findByText(userMessages.identityNumberLocked)).toBeInTheDocument();
  });
});
