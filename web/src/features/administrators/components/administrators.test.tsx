import { type Administrator, administratorMessages } from '@amal/contract/administrators';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AdministratorDetail } from './administrator-detail';
import { AdministratorList } from './administrator-list';

const PROGRAMS = [
  { value: '10', label: 'Bantuan Pendidikan' },
  { value: '11', label: 'Bantuan Kesehatan' },
];

const buildAdministrator = (overrides: Partial<Administrator> = {}): Administrator => ({
  idAdministrator: 4,
  idUser: 40,
  fullName: 'Hasan Basri',
  nip: 'ARN101-10004',
  roles: [
    {
      idAdministratorRole: 71,
      idProgram: 10,
      programName: 'Bantuan Pendidikan',
      idRole: 6,
      roleName: 'Lead Verifikator',
    },
  ],
  ...overrides,
});

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call
    ? { url: String(call[0]), body: call[1]?.body ? JSON.parse(String(call[1].body)) : undefined }
    : null;
};

/** Picks `option` in the select labelled `label`. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AdministratorDetail', () => {
  it('shows the roles as a table: Program, Peran, Hapus', async () => {
    mockFetch({ 'GET /api/administrator/4': () => json(buildAdministrator()) });
    renderWithProviders(<AdministratorDetail id={4} programs={PROGRAMS} />);
    expect(await screen.findByRole('heading', { name: 'Hasan Basri', level: 1 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Program', 'Peran', 'Hapus']);
    expect(within(table).getByText('Bantuan Pendidikan')).toBeInTheDocument();
    expect(within(table).getByText('Lead Verifikator')).toBeInTheDocument();
  });

  it('removes a role once confirmed, and shows what is left', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      'GET /api/administrator/4': () => json(buildAdministrator()),
      'DELETE /api/administrator/role/71': () => json(buildAdministrator({ roles: [] })),
    });
    renderWithProviders(<AdministratorDetail id={4} programs={PROGRAMS} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hapus peran Lead Verifikator di Bantuan Pendidikan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hapus peran?' });
    expect(bodyOf(fetchMock, 'DELETE')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    expect(await screen.findByText('Belum memegang peran di program mana pun.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'DELETE')?.url).toBe('/api/administrator/role/71');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: administratorMessages.removed }));
  });

  it('tells why a removal was refused (the own last super admin role)', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch({
      'GET /api/administrator/4': () => json(buildAdministrator()),
      'DELETE /api/administrator/role/71': () =>
        json({ statusCode: 409, message: administratorMessages.lastSuperAdmin, errors: [] }, 409),
    });
    renderWithProviders(<AdministratorDetail id={4} programs={PROGRAMS} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hapus peran Lead Verifikator di Bantuan Pendidikan' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: administratorMessages.lastSuperAdmin }),
      ),
    );
    expect(screen.getByText('Lead Verifikator')).toBeInTheDocument();
  });

  it('adds a role: a programme and a role of the table, both required', async () => {
    const grants: MockRequest[] = [];
    mockFetch({
      'GET /api/administrator/4': () => json(buildAdministrator()),
      'POST /api/administrator/role': (request) => {
        grants.push(request);
        return json(
          buildAdministrator({
            roles: [
              ...buildAdministrator().roles,
              {
                idAdministratorRole: 72,
                idProgram: 11,
                programName: 'Bantuan Kesehatan',
                idRole: 3,
                roleName: 'PIC',
              },
            ],
          }),
          201,
        );
      },
    });
    renderWithProviders(<AdministratorDetail id={4} programs={PROGRAMS} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah peran' }));
    expect(screen.getByText('Pilih program')).toBeInTheDocument();
    expect(screen.getByText('Pilih peran')).toBeInTheDocument();
    expect(grants).toEqual([]);

    await choose('Program', 'Bantuan Kesehatan');
    await choose('Peran', 'PIC');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah peran' }));
    expect(await screen.findByText('PIC')).toBeInTheDocument();
    expect(grants.map((request) => request.body)).toEqual([{ idUser: 40, idProgram: 11, idRole: 3 }]);
  });

  it('shows "already held" (409) under the role', async () => {
    mockFetch({
      'GET /api/administrator/4': () => json(buildAdministrator()),
      'POST /api/administrator/role': () =>
        json(
          {
            statusCode: 409,
            message: administratorMessages.roleHeld,
            errors: [{ path: 'idRole', message: administratorMessages.roleHeld }],
          },
          409,
        ),
    });
    renderWithProviders(<AdministratorDetail id={4} programs={PROGRAMS} />);
    await screen.findByRole('heading', { name: 'Hasan Basri' });
    await choose('Program', 'Bantuan Pendidikan');
    await choose('Peran', 'Lead Verifikator');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah peran' }));
    expect(await screen.findByText(administratorMessages.roleHeld)).toBeInTheDocument();
  });
});

describe('AdministratorList', () => {
  const page = (data: Administrator[], total = data.length) => json({ data, total, page: 1, rows: 20 });

  it('lists the staff with their roles grouped, searched through the URL', async () => {
    const superAdmin = buildAdministrator({
      idAdministrator: 9,
      fullName: 'Abdullah Rahman',
      roles: ['Bantuan Pendidikan', 'Bantuan Kesehatan', 'Santunan Dhuafa'].map((programName, i) => ({
        idAdministratorRole: 90 + i,
        idProgram: 10 + i,
        programName,
        idRole: 9,
        roleName: 'Super Admin',
      })),
    });
    const fetchMock = mockFetch({
      'GET /api/administrators/1/20': () => page([superAdmin, buildAdministrator()]),
    });
    const { router } = renderWithProviders(<AdministratorList programs={PROGRAMS} />, {
      url: '/admin/administrator',
    });
    expect(await screen.findByRole('link', { name: 'Abdullah Rahman' })).toHaveAttribute(
      'href',
      '/admin/administrator/9',
    );
    expect(screen.getByText('Super Admin · 3 program')).toBeInTheDocument();
    expect(screen.getByText('Lead Verifikator · Bantuan Pendidikan')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Cari staf' }), 'hasan');
    await waitFor(() => expect(router.state.location.search).toBe('?cari=hasan'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/administrators/1/20?search=hasan', expect.anything()),
    );
  });

  it('"Tambah staf" finds a member by NIP or name, gives them a role and opens them', async () => {
    const grants: MockRequest[] = [];
    mockFetch({
      'GET /api/administrators/1/20': () => page([buildAdministrator()]),
      'GET /api/administrator/members/1/20': () =>
        json({
          data: [
            { idUser: 51, fullName: 'Budi Santoso', nip: 'ARN101-10003', idAdministrator: null },
            { idUser: 40, fullName: 'Hasan Basri', nip: 'ARN101-10004', idAdministrator: 4 },
          ],
          total: 2,
          page: 1,
          rows: 20,
        }),
      'POST /api/administrator/role': (request) => {
        grants.push(request);
        return json(buildAdministrator({ idAdministrator: 12, idUser: 51, fullName: 'Budi Santoso' }), 201);
      },
    });
    const { router } = renderWithProviders(<AdministratorList programs={PROGRAMS} />, {
      url: '/admin/administrator',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah staf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah staf' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /NIP atau nama anggota/ }), 'ARN101');
    const found = await within(dialog).findByRole('list', { name: 'Anggota ditemukan' }, { timeout: 2000 });
    // Staff already: opened, not picked.
    expect(within(found).getByRole('link', { name: 'Sudah staf · buka' })).toHaveAttribute(
      'href',
      '/admin/administrator/4',
    );
    await userEvent.click(within(found).getByRole('button', { name: 'Pilih Budi Santoso' }));
    await choose('Program', 'Bantuan Pendidikan');
    await choose('Peran', 'Lead Verifikator');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah peran' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/administrator/12'));
    expect(grants.map((request) => request.body)).toEqual([{ idUser: 51, idProgram: 10, idRole: 6 }]);
  });
});
