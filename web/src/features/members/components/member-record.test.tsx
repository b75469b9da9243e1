import { type MemberPage, memberMessages } from '@amal/contract/members';
import { patternMessages } from '@amal/contract/patterns';
import { userMessages } from '@amal/contract/users';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { buildMember } from '../test-member';
import { TextField } from './fields';
import { MemberRecord } from './member-record';

const NIP = 'ARN101-10001';
const MEMBER_URL = `GET /api/member/${NIP}`;
const PERSONAL_URL = `PATCH /api/member/${NIP}/data-diri`;

/** The record at `page`, with a plain full-address field standing in for the wizard's address fields. */
function renderRecord(page: MemberPage = 'data-diri') {
  return renderWithProviders(
    <MemberRecord
      nip={NIP}
      page={page}
      addressFields={(form) => <TextField form={form} name="fullAddress" label="Alamat lengkap" />}
    />,
    { url: `/admin/anggota/${NIP}/${page}/ubah`, path: '/admin/anggota/:nip/:page/ubah' },
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Replaces a field's text at once (a paste: typing key by key is slow on a busy machine). */
async function fill(label: string, value: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(value);
}

// A form with two selects, mounted and filled in: slow on a busy machine, not in a browser.
describe('MemberRecord, page "data-diri"', { timeout: 20_000 }, () => {
  it('shows the record and sends only after the contract’s rules pass, with the version read', async () => {
    const show = vi.spyOn(notifications, 'show');
    const sent: MockRequest[] = [];
    mockFetch({
      [MEMBER_URL]: () => json(buildMember()),
      [PERSONAL_URL]: (request) => {
        sent.push(request);
        return json(buildMember({ placeOfBirth: 'Garut', updatedAt: '2026-01-03T00:00:00.000Z' }));
      },
    });
    renderRecord();
    expect(await screen.findByRole('heading', { name: 'Ahmad Fauzi', level: 1 })).toBeInTheDocument();
    expect(field('Nomor KK')).toHaveValue('3273010101200001');

    await fill('Nomor KK', '3273-01');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(patternMessages.kk)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill('Nomor KK', '3273010101200001');
    await fill('Tempat lahir', 'Garut');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      placeOfBirth: 'Garut',
      nomorKK: '3273010101200001',
      updatedAt: '2026-01-02T03:04:05.678Z',
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: memberMessages.saved })),
    );
    expect(field('Tempat lahir')).toHaveValue('Garut');
  });

  it('sends nothing when nothing changed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({ [MEMBER_URL]: () => json(buildMember()) });
    renderRecord();
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: memberMessages.noChange })),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('shows a number someone else has under its field', async () => {
    mockFetch({
      [MEMBER_URL]: () => json(buildMember()),
      [PERSONAL_URL]: () =>
        json(
          {
            statusCode: 409,
            message: memberMessages.nomorKKTaken,
            errors: [{ path: 'nomorKK', message: memberMessages.nomorKKTaken }],
          },
          409,
        ),
    });
    renderRecord();
    await screen.findByRole('heading', { name: 'Ahmad Fauzi' });
    await fill('Nomor KK', '3273010101209999');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() =>
      expect(field('Nomor KK')).toHaveAccessibleDescription(
        expect.stringContaining(memberMessages.nomorKKTaken),
      ),
    );
  });

  it('asks to reload when someone changed the record meanwhile, then starts from the new record', async () => {
    let reads = 0;
    mockFetch({
      [MEMBER_URL]: () => {
        reads += 1;
        return json(
          reads === 1
            ? buildMember()
            : buildMember({ fullName: 'Ahmad Fauzan', updatedAt: '2026-02-01T00:00:00.000Z' }),
        );
      },
      [PERSONAL_URL]: () =>
        json({ statusCode: 409, message: memberMessages.changedMeanwhile, errors: [] }, 409),
    });
    renderRecord();
    await screen.findByRole('heading', { name: 'Ahmad Fauzi' });
    await fill('Tempat lahir', 'Bandung Kota');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(memberMessages.changedMeanwhile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(await screen.findByRole('heading', { name: 'Ahmad Fauzan' })).toBeInTheDocument();
    await waitFor(() => expect(field('Nama lengkap')).toHaveValue('Ahmad Fauzan'));
    expect(field('Tempat lahir')).toHaveValue('Bandung');
    expect(screen.queryByText(memberMessages.changedMeanwhile)).not.toBeInTheDocument();
  });

  it('shows one’s own record read-only, with the reason and no save', async () => {
    mockFetch({
      [MEMBER_URL]: () =>
        json(
          buildMember({
            allowed: { edit: false, readOnlyReason: userMessages.readOnlyFields, readAudit: false },
          }),
        ),
    });
    renderRecord();
    expect(await screen.findByText(userMessages.readOnlyFields)).toBeInTheDocument();
    expect(screen.getByText('Bandung, 17 Mei 1990')).toBeInTheDocument();
    expect(screen.getByText('3273010101200001')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Perubahan' })).not.toBeInTheDocument();
  });

  it('tells a member out of the caller’s programmes from a failure', async () => {
    mockFetch({
      [MEMBER_URL]: () => json({ statusCode: 404, message: memberMessages.notFound, errors: [] }, 404),
    });
    renderRecord();
    expect(await screen.findByText(memberMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Semua anggota/ })).toHaveAttribute('href', '/admin/anggota');
  });
});

describe('MemberRecord, the other pages', { timeout: 20_000 }, () => {
  it('moves between pages by their address', async () => {
    mockFetch({ [MEMBER_URL]: () => json(buildMember()) });
    const { router } = renderRecord();
    await userEvent.click(await screen.findByRole('tab', { name: 'Alamat' }));
    expect(router.state.location.pathname).toBe(`/admin/anggota/${NIP}/alamat/ubah`);
  });

  it('"alamat" draws the page’s address fields; a read-only record shows the addresses as text', async () => {
    mockFetch({ [MEMBER_URL]: () => json(buildMember()) });
    const { unmount } = renderRecord('alamat');
    expect(await screen.findByRole('textbox', { name: 'Alamat lengkap' })).toHaveValue('Jl. Merdeka No. 10');
    unmount();
    mockFetch({
      [MEMBER_URL]: () =>
        json(
          buildMember({
            allowed: { edit: false, readOnlyReason: memberMessages.staffRecord, readAudit: false },
          }),
        ),
      'GET /api/province/32': () => json({ idProvince: 32, name: 'Jawa Barat' }),
    });
    renderRecord('alamat');
    expect(await screen.findByText('Sama dengan alamat domisili')).toBeInTheDocument();
    expect(screen.getByText('Jl. Merdeka No. 10')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Alamat lengkap' })).not.toBeInTheDocument();
  });

  it('"pengajuan" lists the proposals, each opening on the desk', async () => {
    mockFetch({
      [MEMBER_URL]: () =>
        json(
          buildMember({
            proposals: [
              {
                idProposal: 42,
                createdAt: '2026-01-05T03:00:00.000Z',
                program: { idProgram: 10, name: 'Santunan Dhuafa' },
                status: { idProposalStatus: 1, name: 'Diajukan' },
                side: 'referrer',
                otherParty: 'Siti Aminah',
              },
            ],
          }),
        ),
    });
    renderRecord('pengajuan');
    const link = await screen.findByRole('link', { name: '#42' });
    expect(link).toHaveAttribute('href', '/admin/proposal/42');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Santunan Dhuafa')).toBeInTheDocument();
    expect(within(row).getByText('untuk Siti Aminah')).toBeInTheDocument();
  });

  it('"rekening" is read-only', async () => {
    mockFetch({ [MEMBER_URL]: () => json(buildMember()) });
    renderRecord('rekening');
    expect(await screen.findByText('7770001')).toBeInTheDocument();
    expect(screen.getByText('Bank Syariah Indonesia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Perubahan' })).not.toBeInTheDocument();
  });

  it('"dokumen" lists the own documents with their review, each opening in a new tab', async () => {
    mockFetch({
      [MEMBER_URL]: () =>
        json(
          buildMember({
            documents: [
              {
                idDocument: 9,
                idDocumentType: 2,
                typeName: 'KTP',
                extension: 'png',
                createdAt: '2026-01-05T03:00:00.000Z',
                reviewStatus: 'ACCEPTED',
              },
            ],
          }),
        ),
    });
    renderRecord('dokumen');
    const link = await screen.findByRole('link', { name: 'Lihat KTP (tab baru)' });
    expect(link).toHaveAttribute('href', '/api/document/9');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Diterima')).toBeInTheDocument();
  });

  it('"riwayat" shows each correction field by field, before and after, and only to those who read the audit', async () => {
    mockFetch({
      [MEMBER_URL]: () => json(buildMember()),
      'GET /api/audit/user/7': () =>
        json({
          data: [
            {
              idAuditEvent: 1,
              createdAt: '2026-01-05T03:00:00.000Z',
              by: 'Petugas IT',
              action: 'member.update',
              idProposal: null,
              idSubjectUser: 7,
              before: { placeOfBirth: 'Bandung', idProvinceOfficial: null },
              after: { placeOfBirth: 'Garut', idProvinceOfficial: 32 },
            },
          ],
          total: 1,
          page: 1,
          rows: 1,
        }),
      'GET /api/province/32': () => json({ idProvince: 32, name: 'Jawa Barat' }),
    });
    const { unmount } = renderRecord('riwayat');
    const table = await screen.findByRole('table', { name: 'Riwayat perubahan data Ahmad Fauzi' });
    expect(within(table).getByText('Ubah data anggota')).toBeInTheDocument();
    const lines = within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tempat lahir: Bandung → Garut', 'Provinsi (KTP): – → Jawa Barat']),
    );
    expect(lines).toHaveLength(2);
    unmount();
    mockFetch({
      [MEMBER_URL]: () =>
        json(buildMember({ allowed: { edit: true, readOnlyReason: null, readAudit: false } })),
    });
    renderRecord('data-diri');
    await screen.findByRole('tab', { name: 'Data Diri' });
    expect(screen.queryByRole('tab', { name: 'Riwayat' })).not.toBeInTheDocument();
  });
});
