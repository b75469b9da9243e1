import { staffMessages } from '@amal/contract/staff';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { json } from '../../../test/fetch-mock';
import { buildDeskRow, buildStaff, deskPage, renderStaffApp } from './staff-test-app';

const DESK = { 'GET /api/proposals/admin/1/25': () => deskPage([buildDeskRow()]) };

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^NIP/), 'ARN101-10009');
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('/admin/login "Masuk Staf"', () => {
  it('sends the admin claim and goes to prev', async () => {
    let body: unknown;
    const app = renderStaffApp('/admin/login?prev=/admin/proposal/123', null, {
      'POST /api/login/member': (request) => {
        body = request.body;
        app.login(buildStaff());
        return json({ accessToken: 't', expired: '2026-12-31T00:00:00Z', user: buildStaff() });
      },
      'GET /api/proposal/admin/123': () =>
        json({ statusCode: 404, message: 'Data tidak ditemukan', errors: [] }, 404),
    });
    expect(await screen.findByRole('heading', { name: 'Masuk Staf' })).toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(app.location()).toBe('/admin/proposal/123'));
    expect(body).toEqual({ username: 'ARN101-10009', password: 'demo1234', isAdmin: true });
  });

  it('lands on the desk without prev', async () => {
    const app = renderStaffApp('/admin/login', null, {
      'POST /api/login/member': () => {
        app.login(buildStaff());
        return json({ accessToken: 't', expired: '2026-12-31T00:00:00Z', user: buildStaff() });
      },
      ...DESK,
    });
    await logIn();
    await waitFor(() => expect(app.location()).toBe('/admin/proposal'));
  });

  it('shows the refusal of a member without an administrator record like other login errors', async () => {
    const app = renderStaffApp('/admin/login', null, {
      'POST /api/login/member': () =>
        json({ statusCode: 403, message: staffMessages.notAdmin, errors: [] }, 403),
    });
    await logIn();
    expect(await screen.findByText(staffMessages.notAdmin)).toBeInTheDocument();
    expect(screen.getByText('Gagal masuk')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/login');
  });

  it('takes staff already logged in straight on', async () => {
    const staff = renderStaffApp('/admin/login', buildStaff(), DESK);
    await waitFor(() => expect(staff.location()).toBe('/admin/proposal'));
  });

  it('keeps the form for a logged-in member who is not staff', async () => {
    renderStaffApp('/admin/login', buildCurrentUser());
    expect(await screen.findByRole('heading', { name: 'Masuk Staf' })).toBeInTheDocument();
  });
});
