import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { buildDeskRow, buildStaff, deskPage, GUEST_OF_10, renderStaffApp } from './staff-test-app';

const DESK = { 'GET /api/proposals/admin/1/25': () => deskPage([buildDeskRow()]) };

describe('the staff area', () => {
  it('sends a visitor to the staff login, remembering the page', async () => {
    const { location } = renderStaffApp('/admin/proposal?program=10', null);
    await waitFor(() => expect(location()).toBe('/admin/login?prev=/admin/proposal%3Fprogram%3D10'));
    expect(await screen.findByRole('heading', { name: 'Masuk Staf' })).toBeInTheDocument();
  });

  it('tells a member without an administrator record, with the way to the member home', async () => {
    renderStaffApp('/admin/proposal', buildCurrentUser());
    expect(
      await screen.findByRole('heading', { name: 'User tidak terdaftar sebagai admin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Menu staf' })).not.toBeInTheDocument();
  });

  it('takes /admin to the desk, in the shell: name, navigation, breadcrumbs', async () => {
    const { location } = renderStaffApp('/admin', buildStaff(), DESK);
    await waitFor(() => expect(location()).toBe('/admin/proposal'));
    // The shell shows the new page once its code is in (a transition keeps the last one meanwhile).
    const crumbs = await screen.findByRole('navigation', { name: 'Jejak halaman' }, { timeout: 10_000 });
    expect(
      await within(crumbs).findByRole('link', { name: 'Beranda Staf' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/admin');
    expect(within(crumbs).getByText('Pengajuan')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Super Admin Demo').length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    expect(within(nav).getByRole('link', { name: 'Pengajuan' })).toHaveAttribute('href', '/admin/proposal');
  });

  it('lists in the navigation only what the roles open (no page not built yet)', async () => {
    renderStaffApp('/admin/proposal', buildStaff(GUEST_OF_10), DESK);
    const nav = await screen.findByRole('navigation', { name: 'Menu staf' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Pengajuan', 'Program', 'Beranda anggota']);
  });

  it('logs out to the staff login, which brings back to the page', async () => {
    const { location, fetchMock } = renderStaffApp('/admin/proposal', buildStaff(), DESK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(location()).toBe('/admin/login?prev=/admin/proposal'));
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('answers an unknown staff page inside the shell', async () => {
    renderStaffApp('/admin/tidak-ada', buildStaff());
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu staf' })).toBeInTheDocument();
  });
});
