import { ROLE_CUSTOMER_SERVICE, ROLE_IT } from '@amal/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../features/members/test-member';
import { json } from '../../../test/fetch-mock';
import { buildStaff, GUEST_OF_10, renderStaffApp } from './staff-test-app';

const NIP = 'ARN101-10001';
const list = (data: unknown[]) => json({ data, total: data.length, page: 1, rows: data.length });
const LOOKUPS = {
  'GET /api/provinces': () => list([{ idProvince: 32, name: 'Jawa Barat' }]),
  'GET /api/regencies/byidprovince/32': () =>
    list([{ idRegency: 3273, idProvince: 32, name: 'Kota Bandung' }]),
  'GET /api/districts/byidregency/3273': () =>
    list([{ idDistrict: 327309, idRegency: 3273, name: 'Sumur Bandung' }]),
  'GET /api/subdistricts/byiddistrict/327309': () =>
    list([{ idSubDistrict: 3273091003, idDistrict: 327309, name: 'Braga' }]),
};
const IT_OF_10 = [{ idProgram: 10, idRole: ROLE_IT }];

// The staff pages' code loads on first visit: slow in a test's first import.
describe('the member pages in the staff area', { timeout: 30_000 }, () => {
  it('are in the navigation of IT and open the list', async () => {
    renderStaffApp('/admin/anggota', buildStaff(IT_OF_10), {
      'GET /api/members/1/20': () =>
        json({
          data: [
            { idUser: 7, fullName: 'Ahmad Fauzi', nip: NIP, whatsappNumber: '*********7001', proposals: 1 },
          ],
          total: 1,
          page: 1,
          rows: 20,
        }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Anggota', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    expect(within(nav).getByRole('link', { name: 'Anggota' })).toHaveAttribute('href', '/admin/anggota');
    expect(await screen.findByRole('link', { name: 'Ahmad Fauzi' })).toHaveAttribute(
      'href',
      `/admin/anggota/${NIP}/data-diri/ubah`,
    );
  });

  it('draw the wizard’s address fields on page "alamat", started from the record', async () => {
    renderStaffApp(
      `/admin/anggota/${NIP}/alamat/ubah`,
      buildStaff([{ idProgram: 10, idRole: ROLE_CUSTOMER_SERVICE }]),
      {
        [`GET /api/member/${NIP}`]: () => json(buildMember()),
        ...LOOKUPS,
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Ahmad Fauzi', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Alamat', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Provinsi/ })).toHaveValue('Jawa Barat'),
    );
    expect(screen.getByRole('checkbox', { name: 'Alamat KTP sama dengan alamat domisili' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Alamat lengkap/ })).toHaveValue('Jl. Merdeka No. 10');
  });

  it('open the personal data for a record’s own address or an unknown page', async () => {
    const { location } = renderStaffApp(`/admin/anggota/${NIP}/sandi/ubah`, buildStaff(IT_OF_10), {
      [`GET /api/member/${NIP}`]: () => json(buildMember()),
    });
    await waitFor(() => expect(location()).toBe(`/admin/anggota/${NIP}/data-diri/ubah`), { timeout: 10_000 });
  });

  it('tell staff without the capability, and leave them out of the navigation', async () => {
    renderStaffApp('/admin/anggota', buildStaff(GUEST_OF_10));
    expect(
      await screen.findByText(/Peran Anda tidak mencakup data anggota/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    expect(within(nav).queryByRole('link', { name: 'Anggota' })).not.toBeInTheDocument();
  });
});
