import { ROLE_ASSESSOR, ROLE_PIC } from '@amal/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledRoutes, json } from '../../../test/fetch-mock';
import { buildStaff, renderStaffApp } from './staff-test-app';

const PROGRAMS = () =>
  json({
    data: [
      { idProgram: 10, name: 'Bantuan Pendidikan', idProgramParent: null },
      { idProgram: 11, name: 'Bantuan Kesehatan', idProgramParent: null },
      { idProgram: 12, name: 'Paket Ramadhan', idProgramParent: 11 },
    ],
    total: 3,
    page: 1,
    rows: 3,
  });

const ADMINISTRATOR = {
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
};

const PIC_OF_10 = [{ idProgram: 10, idRole: ROLE_PIC }];
/** The code of a staff page loads on first visit: slow in a test's first import. */
const SLOW = { timeout: 10_000 };

// The first test imports the staff pages' code, which takes seconds in a test run.
describe('the administration pages of the staff area', { timeout: 20_000 }, () => {
  it('a super admin finds Administrator, Verifikator Lapangan and Pengaturan in the navigation', async () => {
    renderStaffApp('/admin/administrator', buildStaff(), {
      'GET /api/programs': PROGRAMS,
      'GET /api/administrators/1/20': () => json({ data: [ADMINISTRATOR], total: 1, page: 1, rows: 20 }),
    });
    expect(await screen.findByRole('link', { name: 'Hasan Basri' }, SLOW)).toHaveAttribute(
      'href',
      '/admin/administrator/4',
    );
    expect(screen.getByRole('heading', { name: 'Administrator', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    for (const [name, href] of [
      ['Program', '/admin/program'],
      ['Verifikator Lapangan', '/admin/verifikator-lapangan'],
      ['Administrator', '/admin/administrator'],
      ['Pengaturan', '/admin/settings'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens one administrator, with the breadcrumbs and the programmes one applies to', async () => {
    renderStaffApp('/admin/administrator/4', buildStaff(), {
      'GET /api/programs': PROGRAMS,
      'GET /api/administrator/4': () => json(ADMINISTRATOR),
    });
    expect(await screen.findByRole('heading', { name: 'Hasan Basri', level: 1 }, SLOW)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Jejak halaman' });
    expect(within(crumbs).getByRole('link', { name: 'Administrator' })).toHaveAttribute(
      'href',
      '/admin/administrator',
    );
    expect(within(crumbs).getByText('#4')).toBeInTheDocument();
    screen.getByRole('combobox', { name: 'Program' }).click();
    expect(await screen.findByRole('option', { name: 'Bantuan Kesehatan' })).toBeInTheDocument();
    // A sub-programme's roles go with its programme.
    expect(screen.queryByRole('option', { name: 'Paket Ramadhan' })).not.toBeInTheDocument();
  });

  it('a PIC sees the field verifiers of their programme, not the super admin’s pages', async () => {
    const { fetchMock } = renderStaffApp('/admin/verifikator-lapangan', buildStaff(PIC_OF_10), {
      'GET /api/programs': PROGRAMS,
      'GET /api/verificators/1/25': () => json({ data: [], total: 0, page: 1, rows: 25 }),
    });
    expect(await screen.findByText('Belum ada verifikator lapangan.', undefined, SLOW)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    expect(within(nav).getByRole('link', { name: 'Verifikator Lapangan' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Administrator' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Pengaturan' })).not.toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('GET /api/verificators/1/25');
  });

  it('tells staff who open a super admin’s page by its address, and asks the server nothing', async () => {
    const { fetchMock } = renderStaffApp('/admin/settings', buildStaff(PIC_OF_10));
    expect(await screen.findByText('Khusus Super Admin', undefined, SLOW)).toBeInTheDocument();
    expect(calledRoutes(fetchMock).filter((route) => route.includes('/api/settings'))).toEqual([]);
  });

  it('tells an assessor the verifiers are not theirs', async () => {
    renderStaffApp('/admin/verifikator-lapangan', buildStaff([{ idProgram: 10, idRole: ROLE_ASSESSOR }]), {
      'GET /api/programs': PROGRAMS,
    });
    expect(
      await screen.findByText('Peran Anda tidak mencakup daftar verifikator lapangan.', undefined, SLOW),
    ).toBeInTheDocument();
  });
});
