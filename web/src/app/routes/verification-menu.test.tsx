import type { VerificationTask } from '@amal/contract/verifiers';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AccountMenu from '../../features/auth/components/account-menu';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';

const task: VerificationTask = {
  idProposal: 7,
  name: 'Fatimah Azzahra',
  program: { idProgram: 10, name: 'Santunan Dhuafa' },
  area: { province: null, regency: null, district: null },
  verificationDate: null,
  sectionsToVerify: 3,
  sectionsLeft: 3,
};

const renderMenu = (tasks: VerificationTask[]) => {
  const fetchMock = mockFetch({
    'GET /api/proposals/verifications': () => json({ data: tasks, total: tasks.length, page: 1, rows: 10 }),
  });
  renderWithProviders(<AccountMenu fullName="Budi Santoso" />);
  return fetchMock;
};

describe('the account menu leads a field verifier to /verifikasi', () => {
  it('offers "Verifikasi lapangan" to a member with assignments', async () => {
    renderMenu([task]);
    expect(await screen.findByRole('menuitem', { name: 'Verifikasi lapangan' })).toHaveAttribute(
      'href',
      '/verifikasi',
    );
  });

  it('offers nothing of it to a member without', async () => {
    const fetchMock = renderMenu([]);
    await screen.findByRole('menuitem', { name: 'Profil' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('menuitem', { name: 'Verifikasi lapangan' })).toBeNull();
  });
});
