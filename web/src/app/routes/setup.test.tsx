import { setupMessages } from '@amal/contract/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SetupRoute } from './setup';

const TOKEN = 'a'.repeat(43);
const DEAD = () => json({ statusCode: 404, message: 'Alamat tidak ditemukan', errors: [] }, 404);

function renderPage(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(<SetupRoute />, { url: `/setup/${TOKEN}`, path: '/setup/:token' });
  return fetchMock;
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'kunci-yayasan', again = password) {
  await user.type(screen.getByLabelText(/^Nama lengkap/), 'Aisyah Rahmawati');
  await user.type(screen.getByLabelText(/^NIP/), 'art777-12345');
  await user.type(screen.getByLabelText(/^Nomor WhatsApp/), '+6281277712345');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Ulangi password/), again);
  await user.click(screen.getByRole('button', { name: 'Buat akun' }));
}

describe('/setup/:token: the first super admin (decision 0031)', () => {
  it('creates the account with the normalised fields and leads to the login', async () => {
    const posted: MockRequest[] = [];
    renderPage({
      [`GET /api/setup/${TOKEN}`]: () => new Response(null, { status: 204 }),
      'POST /api/setup': (request) => {
        posted.push(request);
        return json({ idUser: 12, nip: 'ART777-12345' }, 201);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Buat Super Admin Pertama' })).toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Akun super admin dibuat' })).toBeInTheDocument();
    expect(posted.map((r) => r.body)).toEqual([
      {
        token: TOKEN,
        fullName: 'Aisyah Rahmawati',
        nip: 'ART777-12345',
        whatsappNumber: '6281277712345',
        password: 'kunci-yayasan',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });

  it('checks the contract rules before sending anything', async () => {
    const fetchMock = renderPage({ [`GET /api/setup/${TOKEN}`]: () => new Response(null, { status: 204 }) });
    await screen.findByRole('heading', { name: 'Buat Super Admin Pertama' });
    await fill(userEvent.setup(), 'pendek', 'lain');
    expect(await screen.findByText(setupMessages.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(setupMessages.passwordMismatch)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says the link is dead when the server does not know it', async () => {
    renderPage({ [`GET /api/setup/${TOKEN}`]: DEAD });
    expect(
      await screen.findByRole('heading', { name: 'Tautan ini sudah tidak berlaku' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/server mencetak tautan baru/)).toBeInTheDocument();
  });

  it('says the link is dead when it died while the form was open', async () => {
    renderPage({
      [`GET /api/setup/${TOKEN}`]: () => new Response(null, { status: 204 }),
      'POST /api/setup': DEAD,
    });
    await screen.findByRole('heading', { name: 'Buat Super Admin Pertama' });
    await fill(userEvent.setup());
    expect(
      await screen.findByRole('heading', { name: 'Tautan ini sudah tidak berlaku' }),
    ).toBeInTheDocument();
  });
});
