import { loginMessages } from '@amal/contract/login';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

function setup() {
  const onSuccess = vi.fn();
  renderWithProviders(<LoginForm onSuccess={onSuccess} />, { url: '/login' });
  return {
    onSuccess,
    user: userEvent.setup(),
    nip: screen.getByLabelText(/^NIP/),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Masuk' }),
  };
}

describe('LoginForm', () => {
  it('shows the NIP hint', () => {
    setup();
    expect(screen.getByText(loginMessages.nipHint)).toBeInTheDocument();
  });

  it('shows "Masukan NIP" and "Wajib memasukan password" for an empty form, without calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user, submit, nip, password } = setup();
    await user.click(submit);
    expect(await screen.findByText('Masukan NIP')).toBeInTheDocument();
    expect(screen.getByText('Wajib memasukan password')).toBeInTheDocument();
    expect(nip).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first field that has a message', async () => {
    mockFetch({});
    const { user, submit, nip, password } = setup();
    await user.click(submit);
    await waitFor(() => expect(nip).toHaveFocus());
    await user.type(nip, 'ARN101-10001');
    await user.click(submit);
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('checks a field as it changes only once the form was submitted', async () => {
    mockFetch({});
    const { user, submit, nip, password } = setup();
    await user.type(password, 'ab');
    expect(screen.queryByText('Password minimal 4 karakter')).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Masukan NIP')).toBeInTheDocument();
    expect(screen.getByText('Password minimal 4 karakter')).toBeInTheDocument();
    await user.type(nip, 'A');
    await waitFor(() => expect(screen.queryByText('Masukan NIP')).not.toBeInTheDocument());
    await user.type(password, 'cd');
    await waitFor(() => expect(screen.queryByText('Password minimal 4 karakter')).not.toBeInTheDocument());
    await user.clear(password);
    expect(await screen.findByText('Wajib memasukan password')).toBeInTheDocument();
  });

  it('shows "Password minimal 4 karakter" for a short password, without calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user, submit, nip, password } = setup();
    await user.type(nip, 'ARN101-10001');
    await user.type(password, 'abc');
    await user.click(submit);
    expect(await screen.findByText('Password minimal 4 karakter')).toBeInTheDocument();
    expect(screen.queryByText('Masukan NIP')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message "NIP atau password salah" in an alert after a 401', async () => {
    mockFetch({
      'POST /api/login/member': () =>
        json({ statusCode: 401, message: 'NIP atau password salah', errors: [] }, 401),
    });
    const { user, submit, nip, password, onSuccess } = setup();
    await user.type(nip, 'ARN101-10001');
    await user.type(password, 'salah-sekali');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('NIP atau password salah');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the 429 message with the time at which the user may try again', async () => {
    const message = 'Terlalu banyak percobaan masuk. Silakan coba lagi pukul 10.15 WIB.';
    mockFetch({ 'POST /api/login/member': () => json({ statusCode: 429, message, errors: [] }, 429) });
    const { user, submit, nip, password } = setup();
    await user.type(nip, 'ARN101-10001');
    await user.type(password, 'salah-sekali');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('puts the field errors of a 400 under their fields', async () => {
    mockFetch({
      'POST /api/login/member': () =>
        json(
          {
            statusCode: 400,
            message: 'Data yang dikirim tidak valid',
            errors: [{ path: 'username', message: 'Masukan NIP' }],
          },
          400,
        ),
    });
    const { user, submit, nip, password } = setup();
    await user.type(nip, '   x');
    await user.type(password, 'demo1234');
    await user.click(submit);
    expect(await screen.findByText('Masukan NIP')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends NIP and password and reports success once the user is reloaded', async () => {
    const member = buildCurrentUser();
    const fetchMock = mockFetch({
      'POST /api/login/member': () =>
        json({ accessToken: 'x', expired: '2030-01-01T00:00:00.000Z', user: member }),
      'GET /api/user': () => json(member),
    });
    const { user, submit, nip, password, onSuccess } = setup();
    await user.type(nip, 'ARN101-10001');
    await user.type(password, 'demo1234');
    await user.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ARN101-10001', password: 'demo1234' });
    expect(new Headers(init?.headers).get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the NIP without the spaces around it', async () => {
    const member = buildCurrentUser();
    const fetchMock = mockFetch({
      'POST /api/login/member': () =>
        json({ accessToken: 'x', expired: '2030-01-01T00:00:00.000Z', user: member }),
      'GET /api/user': () => json(member),
    });
    const { user, submit, nip, password, onSuccess } = setup();
    await user.type(nip, '  ARN101-10001 ');
    await user.type(password, 'demo1234');
    await user.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ARN101-10001', password: 'demo1234' });
  });
});
