import type { CurrentUser } from '@amal/contract/users';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { buildCurrentUser } from '../test/builders';
import { calledRoutes, json, mockFetch } from '../test/fetch-mock';
import { routes } from './router';
import { theme } from './theme';

const CONFIG = { foundationName: 'Yayasan Amal Contoh', customerServiceUrl: 'https://cs.example.org' };
const NOT_LOGGED_IN = () =>
  json({ statusCode: 401, message: 'Silakan masuk terlebih dahulu', errors: [] }, 401);

/** The whole app at `url`, with GET /api/user answering `user` (null: a visitor). */
function renderApp(url: string, user: CurrentUser | null, extra: Parameters<typeof mockFetch>[0] = {}) {
  let session = user;
  const fetchMock = mockFetch({
    'GET /api/user': () => (session ? json(session) : NOT_LOGGED_IN()),
    'GET /api/config': () => json(CONFIG),
    'POST /api/logout': () => {
      session = null;
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { fetchMock, router, location, login: (member: CurrentUser) => (session = member) };
}

describe('home', () => {
  it('welcomes a visitor with the foundation name, a carousel and "Masuk" leading to /login', async () => {
    const { location } = renderApp('/', null);
    expect(await screen.findByRole('heading', { name: 'Selamat datang di Amal' })).toBeInTheDocument();
    expect(screen.getByText(/Yayasan Amal Contoh untuk semua yang membutuhkan/)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /relawan menyerahkan paket bantuan/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Akun/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Masuk' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByLabelText(/^NIP/)).toBeInTheDocument();
  });

  it('greets a member, shows the tiles and the two empty lists', async () => {
    renderApp('/', buildCurrentUser());
    // The greeting shows at once, while the member home's code is on the way (decision 0013).
    expect(await screen.findByRole('heading', { name: /Ahmad Fauzi/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ajukan Bantuan' })).toHaveAttribute(
      'href',
      '/pengajuan-bantuan',
    );
    expect(screen.getByRole('link', { name: 'Hubungi Admin' })).toHaveAttribute(
      'href',
      CONFIG.customerServiceUrl,
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Pengajuan Saya' })).toHaveTextContent('Belum ada pengajuan'),
    );
    // Drawn in a commit after the first (below the fold on a phone).
    const forMe = await screen.findByRole('region', { name: 'Bantuan untuk saya' });
    await waitFor(() => expect(forMe).toHaveTextContent('Belum ada pengajuan'));
  });
});

describe('login page', () => {
  it.each([
    ['/login?prev=/profile', '/profile'],
    ['/login?prev=%2Fproposal', '/proposal'],
    ['/login?prev=//evil.example', '/'],
    ['/login?prev=https://evil.example', '/'],
    ['/login', '/'],
  ])('sends a logged-in user from %s to %s', async (url, expected) => {
    const { location } = renderApp(url, buildCurrentUser());
    await waitFor(() => expect(new URL(location(), 'http://localhost').pathname).toBe(expected));
  });

  it.each([
    ['/login?prev=/profile', '/profile'],
    ['/login?prev=//evil.example', '/'],
  ])('after logging in at %s goes to %s', async (url, expected) => {
    const member = buildCurrentUser();
    const app = renderApp(url, null, {
      'POST /api/login/member': () => {
        app.login(member);
        return json({ accessToken: 'x', expired: '2030-01-01T00:00:00.000Z', user: member });
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^NIP/), 'ARN101-10001');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(new URL(app.location(), 'http://localhost').pathname).toBe(expected));
    expect(await screen.findByRole('button', { name: 'Akun AF Ahmad Fauzi' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('logs out to /login?prev=/ and forgets the member', async () => {
    const { fetchMock, location } = renderApp('/', buildCurrentUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Akun AF Ahmad Fauzi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Keluar' }));
    await waitFor(() => expect(location()).toBe('/login?prev=/'));
    expect(new URL(location(), 'http://localhost').searchParams.get('prev')).toBe('/');
    expect(calledRoutes(fetchMock)).toContain('POST /api/logout');
    expect(await screen.findByLabelText(/^NIP/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Akun/ })).not.toBeInTheDocument();
  });

  it('leads to the profile', async () => {
    const { location } = renderApp('/', buildCurrentUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Akun AF Ahmad Fauzi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profil' }));
    await waitFor(() => expect(location()).toBe('/profile'));
  });
});

describe('profile', () => {
  it('sends a visitor to /login?prev=/profile', async () => {
    const { location } = renderApp('/profile', null);
    await waitFor(() => expect(location()).toBe('/login?prev=/profile'));
  });

  it('shows the domicile address with the area names', async () => {
    renderApp('/profile', buildCurrentUser(), {
      'GET /api/province/32': () => json({ idProvince: 32, name: 'JAWA BARAT' }),
      'GET /api/regency/3273': () => json({ idRegency: 3273, idProvince: 32, name: 'KOTA BANDUNG' }),
      'GET /api/district/327301': () => json({ idDistrict: 327301, idRegency: 3273, name: 'SUKASARI' }),
      'GET /api/subdistrict/3273011001': () =>
        json({ idSubDistrict: 3273011001, idDistrict: 327301, name: 'SARIJADI' }),
    });
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(await screen.findByText('KOTA BANDUNG, JAWA BARAT 40111')).toBeInTheDocument();
    expect(screen.getByText('Kel./Desa SARIJADI, Kec. SUKASARI')).toBeInTheDocument();
    expect(screen.getByText('Jl. Merdeka No. 1')).toBeInTheDocument();
    expect(screen.getByText('Belum diisi')).toBeInTheDocument();
  });
});

describe('other pages', () => {
  it('/pengajuan-bantuan lists the programmes to apply to', async () => {
    renderApp('/pengajuan-bantuan', buildCurrentUser(), {
      'GET /api/programs': () => json({ data: [], total: 0, page: 1, rows: 0 }),
    });
    expect(await screen.findByRole('heading', { name: 'Ajukan Bantuan' })).toBeInTheDocument();
  });

  it('/update-proposal/9 opens "Lengkapi pengajuan"', async () => {
    renderApp('/update-proposal/9', buildCurrentUser(), {
      'GET /api/proposal/referer/9': () => json({ statusCode: 404, message: 'x', errors: [] }, 404),
      'GET /api/proposal/reference/9': () => json({ statusCode: 404, message: 'x', errors: [] }, 404),
    });
    // Not the applicant's proposal: the page answers as for a missing one.
    expect(await screen.findByRole('heading', { name: 'Data tidak ditemukan' })).toBeInTheDocument();
  });

  it('/proposal lists the ongoing proposals', async () => {
    renderApp('/proposal', buildCurrentUser(), {
      'GET /api/proposals/referer/1/10': () => json({ data: [], total: 0, page: 1, rows: 10 }),
      'GET /api/proposals/reference/1/10': () => json({ data: [], total: 0, page: 1, rows: 10 }),
    });
    expect(await screen.findByRole('heading', { name: 'Pengajuan Berjalan' })).toBeInTheDocument();
  });

  it('answers an unknown path with "Halaman tidak ditemukan"', async () => {
    renderApp('/tidak-ada', null);
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor on /profile/update to the login first', async () => {
    renderApp('/profile/update', null);
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
  });
});

describe('a server that cannot answer', () => {
  it('shows the error with a retry instead of the welcome screen', async () => {
    renderApp('/', null, {
      'GET /api/user': () =>
        json({ statusCode: 503, message: 'Layanan sedang tidak tersedia.', errors: [] }, 503),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan sedang tidak tersedia.');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
  });
});
