import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { MemberList } from './member-list';

const ROW = {
  idUser: 7,
  fullName: 'Ahmad Fauzi',
  nip: 'ARN101-10001',
  whatsappNumber: '*********7001',
  proposals: 2,
};

describe('MemberList', () => {
  it('lists the members with the masked number and the proposals, each opening the record', async () => {
    mockFetch({ 'GET /api/members/1/20': () => json({ data: [ROW], total: 1, page: 1, rows: 20 }) });
    renderWithProviders(<MemberList />, { url: '/admin/anggota' });
    const link = await screen.findByRole('link', { name: 'Ahmad Fauzi' });
    expect(link).toHaveAttribute('href', '/admin/anggota/ARN101-10001/data-diri/ubah');
    expect(screen.getByText('*********7001')).toBeInTheDocument();
    expect(screen.getByText('1 anggota')).toBeInTheDocument();
  });

  it('searches by NIP or name, with the search in the address', async () => {
    const asked: string[] = [];
    const fetchMock = mockFetch({
      'GET /api/members/1/20': (request: MockRequest) => {
        asked.push(request.path);
        return json({ data: [], total: 0, page: 1, rows: 20 });
      },
    });
    const { router } = renderWithProviders(<MemberList />, { url: '/admin/anggota' });
    await screen.findByText('Belum ada anggota yang mengajukan di program Anda.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari anggota' }), 'arn101');
    await waitFor(() => expect(router.state.location.search).toBe('?cari=arn101'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/members/1/20?search=arn101',
      ),
    );
    expect(await screen.findByText('Tidak ada anggota dengan NIP atau nama itu.')).toBeInTheDocument();
  });
});
