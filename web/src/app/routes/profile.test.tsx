import type { BankAccountResponse } from '@amal/contract/finances';
import type { CurrentUser } from '@amal/contract/users';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { buildCurrentUser } from '../../test/builders';
import { buildDocument, listOf } from '../../test/documents';
import { calledRoutes, json, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { routes } from '../router';
import { theme } from '../theme';

const CONFIG = { foundationName: 'Yayasan Amal Contoh', customerServiceUrl: 'https://cs.example.org' };
const NOT_LOGGED_IN = () =>
  json({ statusCode: 401, message: 'Silakan masuk terlebih dahulu', errors: [] }, 401);

/** ART101-10002 as the seed has her: no bank account, no KTP number, no KTP or KK. */
const LOCKED: Partial<CurrentUser> = {
  idUser: 2,
  fullName: 'Siti Aminah',
  idBankAccount: null,
  hasBankAccount: false,
  idCardNumber: null,
  homeDocumentTypes: [],
};

const ACCOUNT: BankAccountResponse = {
  idBankAccount: 9,
  idBank: 2,
  accountNumber: '1234567890',
  accountName: 'Siti Aminah',
  description: null,
  idOrganization: null,
  bank: { idBank: 2, name: 'Bank Muamalat' },
};

const documentType = (idDocumentType: number, name: string) => () =>
  json({ idDocumentType, name, multiple: false, fromUser: true, accepts: ['image', 'pdf'] });

/** The whole app at `url`; `session` is what GET /api/user answers, and the handlers may change it. */
function renderApp(url: string, user: CurrentUser | null, extra: Parameters<typeof mockFetch>[0] = {}) {
  const state = { session: user };
  const fetchMock = mockFetch({
    'GET /api/user': () => (state.session ? json(state.session) : NOT_LOGGED_IN()),
    'GET /api/config': () => json(CONFIG),
    'GET /api/banks': () =>
      json(
        listOf([
          { idBank: 1, name: 'Bank Syariah Indonesia' },
          { idBank: 2, name: 'Bank Muamalat' },
        ]),
      ),
    'GET /api/documenttype/2': documentType(2, 'KTP'),
    'GET /api/documenttype/6': documentType(6, 'KK'),
    'GET /api/document/user/2': () => json(listOf([])),
    'GET /api/document/user/6': () => json(listOf([])),
    'GET /api/proposals/referer/1/4': () => json(listOf([])),
    'GET /api/proposals/reference/1/4': () => json(listOf([])),
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
  return { fetchMock, location, state };
}

/** The page's heading; its code is a lazy chunk, which the first test of a cold run waits for. */
const findPageHeading = () =>
  screen.findByRole('heading', { name: 'Lengkapi data', level: 1 }, { timeout: 5000 });

const checklistEntry = (label: string) =>
  within(screen.getByRole('region', { name: 'Yang perlu dilengkapi' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label))!;

async function pick(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

describe('/profile/lengkapi', () => {
  it('saving a bank account POSTs /api/bankaccount, reloads the member and ticks the checklist', async () => {
    let posted: unknown;
    const app = renderApp('/profile/lengkapi', buildCurrentUser(LOCKED), {
      'POST /api/bankaccount': (request: MockRequest) => {
        posted = request.body;
        app.state.session = { ...app.state.session!, idBankAccount: 9, hasBankAccount: true };
        return json(ACCOUNT, 201);
      },
      'GET /api/bankaccount/9': () => json(ACCOUNT),
    });
    expect(await findPageHeading()).toBeInTheDocument();
    expect(checklistEntry('Rekening bank')).toHaveTextContent('Belum ada');
    await pick(/^Bank/, 'Bank Muamalat');
    await userEvent.type(screen.getByLabelText(/^Nama pemilik rekening/), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText(/^Nomor rekening/), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan rekening' }));
    await waitFor(() => expect(checklistEntry('Rekening bank')).toHaveTextContent('Sudah ada'));
    expect(posted).toMatchObject({ idBank: 2, accountName: 'Siti Aminah', accountNumber: '1234567890' });
    const calls = calledRoutes(app.fetchMock);
    expect(calls.filter((call) => call === 'GET /api/user').length).toBeGreaterThanOrEqual(2);
    // The saved account is the form's now: a second save changes it.
    expect(await screen.findByRole('button', { name: 'Simpan perubahan' })).toBeInTheDocument();
    // The first to load the page's lazy chunk, and a select to open: slow on a busy machine.
  }, 15_000);

  it('changes an existing account with PATCH and its id', async () => {
    let patched: unknown;
    renderApp('/profile/lengkapi', buildCurrentUser({ ...LOCKED, idBankAccount: 9, hasBankAccount: true }), {
      'GET /api/bankaccount/9': () => json(ACCOUNT),
      'PATCH /api/bankaccount': (request: MockRequest) => {
        patched = request.body;
        return json(ACCOUNT);
      },
    });
    await findPageHeading();
    const number = await screen.findByLabelText(/^Nomor rekening/);
    expect(number).toHaveValue('1234567890');
    await userEvent.clear(number);
    await userEvent.type(number, '999888777');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(patched).toMatchObject({ idBankAccount: 9, accountNumber: '999888777' }));
  });

  it('the KTP number saves once, then shows read-only', async () => {
    const app = renderApp('/profile/lengkapi', buildCurrentUser(LOCKED), {
      'PATCH /api/user': (request: MockRequest) => {
        const { idCardNumber } = request.body as { idCardNumber: string };
        app.state.session = { ...app.state.session!, idCardNumber };
        return json(app.state.session);
      },
    });
    await findPageHeading();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nomor KTP/ }), '3273015205900002');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan nomor KTP' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nomor KTP' })).toHaveAttribute('readonly'),
    );
    expect(checklistEntry('Nomor KTP')).toHaveTextContent('Sudah ada');
    expect(screen.queryByRole('button', { name: 'Simpan nomor KTP' })).not.toBeInTheDocument();
  });

  it('uploads the KTP as her own document (the type only) and reloads the member', async () => {
    let fields: [string, FormDataEntryValue][] = [];
    const app = renderApp('/profile/lengkapi', buildCurrentUser(LOCKED), {
      'POST /api/document/type': (request: MockRequest) => {
        fields = [...(request.body as FormData).entries()];
        app.state.session = { ...app.state.session!, homeDocumentTypes: [2] };
        return json(buildDocument({ idDocument: 50, idDocumentType: 2, idProposal: null, idPerson: 2 }), 201);
      },
    });
    await findPageHeading();
    const file = new File(['x'], 'ktp.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await screen.findByLabelText('Unggah KTP'), file);
    await waitFor(() => expect(fields.map(([name]) => name)).toEqual(['idDocumentType', 'file']));
    expect(fields[0]).toEqual(['idDocumentType', '2']);
    await waitFor(() =>
      expect(
        calledRoutes(app.fetchMock).filter((call) => call === 'GET /api/user').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('once all is there, says the tiles are open and leads to "Ajukan Bantuan"', async () => {
    renderApp('/profile/lengkapi', buildCurrentUser(), { 'GET /api/bankaccount/7': () => json(ACCOUNT) });
    await findPageHeading();
    expect(await screen.findByRole('status')).toHaveTextContent('Data Anda sudah lengkap');
    expect(screen.getByRole('link', { name: 'Ajukan Bantuan' })).toHaveAttribute(
      'href',
      '/pengajuan-bantuan',
    );
    expect(screen.getByText('3 dari 3 selesai')).toBeInTheDocument();
  });
});

describe('/profile', () => {
  it('shows the bank account with the number masked but its last 4 digits', async () => {
    renderApp('/profile', buildCurrentUser({ idBankAccount: 9 }), {
      'GET /api/bankaccount/9': () => json(ACCOUNT),
    });
    expect(await screen.findByText('••••••7890')).toBeInTheDocument();
    expect(screen.getByText('Bank Muamalat')).toBeInTheDocument();
    expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
  });
});

describe('the locked home tiles', () => {
  it('a tap on "Ajukan Bantuan" opens the completion page', async () => {
    const { location } = renderApp('/', buildCurrentUser(LOCKED));
    const tile = await screen.findByRole('link', { name: 'Ajukan Bantuan' });
    expect(tile).toHaveAttribute('data-locked', 'true');
    await userEvent.click(tile);
    expect(await findPageHeading()).toBeInTheDocument();
    expect(location()).toBe('/profile/lengkapi');
  });

  it('"Pengajuan Berjalan" opens when someone proposed aid for her', async () => {
    renderApp('/', buildCurrentUser(LOCKED), {
      'GET /api/proposals/reference/1/4': () => json({ data: [], total: 1, page: 1, rows: 4 }),
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Pengajuan Berjalan' })).toHaveAttribute('href', '/proposal'),
    );
    expect(screen.getByRole('link', { name: 'Ajukan Bantuan' })).toHaveAttribute('href', '/profile/lengkapi');
  });
});

describe('/profile/update', () => {
  /** An account a Google sign-in made: no NIP, and nothing but the name and e-mail from Google. */
  const NON_MEMBER: Partial<CurrentUser> = {
    idUser: 40,
    fullName: 'Siti Baru',
    nip: null,
    whatsappNumber: null,
    gender: null,
    dateOfBirth: null,
    idCardNumber: null,
    idBankAccount: null,
    hasBankAccount: false,
    homeDocumentTypes: [],
  };

  it('sends a logged-in member to their profile', async () => {
    const { location } = renderApp('/profile/update', buildCurrentUser());
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('sends a visitor to the login, to come back here', async () => {
    const { location } = renderApp('/profile/update', null);
    await waitFor(() => expect(location()).toBe('/login?prev=/profile/update'));
  });

  it('sends a non-member with an incomplete profile there from the member pages', async () => {
    const { location } = renderApp('/profile', buildCurrentUser(NON_MEMBER));
    await waitFor(() => expect(location()).toBe('/profile/update'));
    expect(await screen.findByRole('heading', { name: 'Lengkapi profil', level: 1 })).toBeInTheDocument();
  });

  it('checks the fields with the contract, saves them with PUT /api/user/profile, then goes home', async () => {
    let saved: unknown;
    const app = renderApp('/', buildCurrentUser(NON_MEMBER), {
      'PUT /api/user/profile': (request: MockRequest) => {
        saved = request.body;
        app.state.session = { ...app.state.session!, ...(request.body as object) };
        return json(app.state.session);
      },
    });
    const name = await screen.findByLabelText(/^Nama lengkap/, {}, { timeout: 5000 });
    expect(name).toHaveValue('Siti Baru');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nomor WhatsApp harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Jenis kelamin wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Tanggal lahir wajib diisi')).toBeInTheDocument();
    expect(calledRoutes(app.fetchMock)).not.toContain('PUT /api/user/profile');

    await userEvent.type(screen.getByLabelText(/^Nomor WhatsApp/), '0812 345');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Format: Nomor 628900000 (hanya nomor tanpa spasi)')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Nomor WhatsApp/));
    await userEvent.type(screen.getByLabelText(/^Nomor WhatsApp/), '6281298765432');
    await userEvent.click(screen.getByRole('radio', { name: 'Perempuan' }));
    await userEvent.type(screen.getByLabelText(/^Tanggal lahir/), '1994-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(saved).toEqual({
      fullName: 'Siti Baru',
      whatsappNumber: '6281298765432',
      gender: 'Perempuan',
      dateOfBirth: '1994-03-02',
    });
  });

  it('shows a refused WhatsApp number under its field', async () => {
    renderApp(
      '/profile/update',
      buildCurrentUser({ ...NON_MEMBER, gender: 'Laki-laki', dateOfBirth: '1990-01-01' }),
      {
        'PUT /api/user/profile': () =>
          json(
            {
              statusCode: 409,
              message: 'Nomor WhatsApp sudah terdaftar',
              errors: [{ path: 'whatsappNumber', message: 'Nomor WhatsApp sudah terdaftar' }],
            },
            409,
          ),
      },
    );
    await userEvent.type(
      await screen.findByLabelText(/^Nomor WhatsApp/, {}, { timeout: 5000 }),
      '6281298765432',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const field = screen.getByLabelText(/^Nomor WhatsApp/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Nomor WhatsApp sudah terdaftar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
