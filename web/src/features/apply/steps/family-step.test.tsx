import { familyMessages } from '@amal/contract/family';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { FamilyStep } from './family-step';
import { list, pick, renderStep, save } from './step-test-helpers';

const KK = '3273010101900002';
const OTHER_KK = '3273010101900099';
// buildCurrentUser() is idUser 1: the lookup asks about the caller.
const LOOKUP = `GET /api/families/nomorkk/${KK}/1`;

const registryRow = (overrides: Record<string, unknown>) => ({
  idFamily: 11,
  idUser: 1,
  idUserFamily: 50,
  name: 'Aisyah',
  nomorKK: KK,
  idRelationship: 3,
  isLiveTogether: true,
  dependent: 0,
  dependentType: 'Nafkah',
  gender: 'Perempuan',
  income: 0,
  jobStatus: 'Mengurus Rumah Tangga',
  grade: null,
  institutionName: null,
  marriage: 'Menikah',
  deadDivorceLength: null,
  provideFinance: null,
  deletedAt: null,
  ...overrides,
});

const lookups = {
  'GET /api/relationships': () =>
    list([
      { idRelationship: 3, name: 'Istri', organization: false },
      { idRelationship: 4, name: 'Anak', organization: false },
      { idRelationship: 16, name: 'Pengurus lembaga', organization: true },
    ]),
  'GET /api/jobs': () =>
    list([
      { idJob: 1, name: 'Tidak Bekerja' },
      { idJob: 2, name: 'Pelajar' },
      { idJob: 18, name: 'Mengurus Rumah Tangga' },
    ]),
};

const drawer = () => within(screen.getByRole('dialog', { name: /anggota keluarga/ }));

async function checkKk(kk = KK) {
  await userEvent.clear(screen.getByLabelText(/^Nomor KK/));
  await userEvent.type(screen.getByLabelText(/^Nomor KK/), kk);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

/** Fills every field a new child needs, except those named in `skip`. */
async function fillChild(skip: string[] = []) {
  if (!skip.includes('name')) await userEvent.type(drawer().getByLabelText(/^Nama lengkap/), 'Umar');
  await pick(/^Hubungan keluarga/, 'Anak');
  await pick(/^Jenis kelamin/, 'Laki-laki');
  await pick(/^Status pekerjaan/, 'Tidak Bekerja');
  await userEvent.click(drawer().getByRole('radio', { name: 'Ya' }));
  await pick(/^Status tanggungan/, 'Tertanggung');
  await pick(/^Jenis tanggungan/, 'Nafkah');
}

const saveMember = () => userEvent.click(drawer().getByRole('button', { name: 'Simpan anggota keluarga' }));

describe('FamilyStep (spec §2 step 3, §4 family rules, §5 "Family")', () => {
  it('"Check" with a registered KK fills the list from the family registry', async () => {
    const fetchMock = mockFetch({
      ...lookups,
      [LOOKUP]: () => list([registryRow({}), registryRow({ idFamily: 12, name: 'Umar', idRelationship: 4 })]),
    });
    renderStep(FamilyStep, { route: 'family' });
    await checkKk();
    expect(await screen.findByText('Aisyah')).toBeInTheDocument();
    expect(screen.getByText('Umar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ubah Aisyah' })).toBeEnabled();
    expect(calledRoutes(fetchMock)).toContain(`GET /api/families/nomorkk/${KK}/1`);
  });

  it.each([
    ['applies for themself: their own KK is filled in', 8, '3273010101900002'],
    ['recommends someone else: the KK is left to type', 6, ''],
  ])('a member who %s', (_, idRelationshipWithReference, kk) => {
    mockFetch(lookups);
    renderStep(FamilyStep, { route: 'family', draft: { referrer: { idRelationshipWithReference } } });
    expect(screen.getByLabelText(/^Nomor KK/)).toHaveValue(kk);
  });

  it('an unknown KK says kkNotFound and lets the user add members (the KK flag)', async () => {
    mockFetch({
      ...lookups,
      [LOOKUP]: () => json({ statusCode: 404, message: familyMessages.kkNotFound, errors: [] }, 404),
    });
    renderStep(FamilyStep, { route: 'family' });
    const add = screen.getByRole('button', { name: 'Tambah anggota keluarga' });
    expect(add).toBeDisabled();
    await checkKk();
    expect(await screen.findByText(familyMessages.kkNotFound)).toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('"Check" needs more than 6 characters, and a KK of another length gets the contract KK message', async () => {
    mockFetch(lookups);
    renderStep(FamilyStep, { route: 'family' });
    await userEvent.type(screen.getByLabelText(/^Nomor KK/), '123456');
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Nomor KK/), '78');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(familyMessages.kkFormat)).toBeInTheDocument();
  });

  it('a member saved from the drawer without a name gets nameRequired and "Lengkapi semua formulir"', async () => {
    mockFetch({ ...lookups, [LOOKUP]: () => json({ statusCode: 404, message: '', errors: [] }, 404) });
    renderStep(FamilyStep, { route: 'family' });
    await checkKk();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah anggota keluarga' }));
    await fillChild(['name']);
    await saveMember();
    expect(await drawer().findByText(familyMessages.nameRequired)).toBeInTheDocument();
    expect(drawer().getByText(familyMessages.completeAllForms)).toBeInTheDocument();
  });

  it('only relationships between people are offered (not the organisation ones)', async () => {
    mockFetch({ ...lookups, [LOOKUP]: () => json({ statusCode: 404, message: '', errors: [] }, 404) });
    renderStep(FamilyStep, { route: 'family' });
    await checkKk();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah anggota keluarga' }));
    await userEvent.click(drawer().getByRole('combobox', { name: /^Hubungan keluarga/ }));
    expect(await screen.findByRole('option', { name: 'Anak' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Pengurus lembaga' })).toBeNull();
  });

  it('the grade selector shows for Pelajar only (asksGrade)', async () => {
    mockFetch({ ...lookups, [LOOKUP]: () => json({ statusCode: 404, message: '', errors: [] }, 404) });
    renderStep(FamilyStep, { route: 'family' });
    await checkKk();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah anggota keluarga' }));
    await pick(/^Status pekerjaan/, 'Tidak Bekerja');
    expect(drawer().queryByRole('combobox', { name: /^Kelas/ })).toBeNull();
    await pick(/^Status pekerjaan/, 'Pelajar');
    expect(drawer().getByRole('combobox', { name: /^Kelas/ })).toBeInTheDocument();
    await pick(/^Kelas/, 'Kelas 12');
  });

  it('divorce duration shows for Cerai hidup and Cerai mati, provideFinance for Cerai hidup only', async () => {
    mockFetch({ ...lookups, [LOOKUP]: () => json({ statusCode: 404, message: '', errors: [] }, 404) });
    renderStep(FamilyStep, { route: 'family' });
    await checkKk();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah anggota keluarga' }));
    expect(drawer().queryByLabelText(/^Lama bercerai/)).toBeNull();
    await pick(/^Status pernikahan/, 'Cerai mati');
    expect(drawer().getByLabelText(/^Lama bercerai/)).toBeInTheDocument();
    expect(drawer().queryByText(/^Mantan suami/)).toBeNull();
    await pick(/^Status pernikahan/, 'Cerai hidup');
    expect(drawer().getByText(/^Mantan suami/)).toBeInTheDocument();
  });

  it('a member of another KK is dimmed and locked (isDimmedMember), but can be viewed', async () => {
    mockFetch(lookups);
    renderStep(FamilyStep, {
      route: 'family',
      value: { nomorKK: KK, members: [registryRow({ nomorKK: OTHER_KK, name: 'Hamzah', idFamily: 20 })] },
    });
    expect(screen.getByRole('button', { name: 'Ubah Hamzah' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hapus Hamzah' })).toBeDisabled();
    expect(screen.getByText(familyMessages.otherKkLocked)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat Hamzah' }));
    const detail = within(await screen.findByRole('dialog', { name: 'Detail anggota keluarga' }));
    expect(detail.getByText(OTHER_KK)).toBeInTheDocument();
    expect(detail.getByText(familyMessages.otherKkLocked)).toBeInTheDocument();
  });

  it('an incomplete member is marked and blocks saving with completeAllToSave (canSaveFamily)', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(FamilyStep, {
      route: 'family',
      value: {
        nomorKK: KK,
        members: [{ name: 'Umar', nomorKK: KK, idRelationship: 4, gender: 'Laki-laki' }],
      },
    });
    expect(screen.getByText('Belum lengkap')).toBeInTheDocument();
    await save();
    const dialog = within(await screen.findByRole('dialog', { name: 'Informasi' }));
    expect(dialog.getByText(familyMessages.completeAllToSave)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('"Ubah" opens the member in the drawer and saves the change in its place', async () => {
    mockFetch(lookups);
    renderStep(FamilyStep, { route: 'family', value: { nomorKK: KK, members: [registryRow({})] } });
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Aisyah' }));
    const name = drawer().getByLabelText(/^Nama lengkap/);
    expect(name).toHaveValue('Aisyah');
    await userEvent.type(name, ' Zahra');
    await saveMember();
    expect(await screen.findByRole('button', { name: 'Ubah Aisyah Zahra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah Aisyah' })).toBeNull();
  });

  it('deleting a member asks first ("Apakah antum yakin akan menghapus?"); "Batalkan" keeps it, "Ya, Yakin" removes it', async () => {
    mockFetch(lookups);
    renderStep(FamilyStep, { route: 'family', value: { nomorKK: KK, members: [registryRow({})] } });
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Aisyah' }));
    const ask = await screen.findByRole('dialog', { name: familyMessages.deleteConfirm });
    await userEvent.click(within(ask).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: familyMessages.deleteConfirm })).toBeNull(),
    );
    expect(screen.getByText('Aisyah')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Aisyah' }));
    const again = await screen.findByRole('dialog', { name: familyMessages.deleteConfirm });
    await userEvent.click(within(again).getByRole('button', { name: 'Ya, Yakin' }));
    await waitFor(() => expect(screen.queryByText('Aisyah')).toBeNull());
  });

  it('saves the KK with the registry members (idFamily kept) and the new ones on the KK', async () => {
    mockFetch({ ...lookups, [LOOKUP]: () => list([registryRow({})]) });
    const { onSave } = renderStep(FamilyStep, { route: 'family' });
    await checkKk();
    await screen.findByText('Aisyah');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah anggota keluarga' }));
    await fillChild();
    await saveMember();
    expect(await screen.findByText('Umar')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      nomorKK: KK,
      members: [
        {
          idFamily: 11,
          idUser: 1,
          idUserFamily: 50,
          name: 'Aisyah',
          nomorKK: KK,
          idRelationship: 3,
          isLiveTogether: true,
          dependent: 0,
          dependentType: 'Nafkah',
          gender: 'Perempuan',
          income: 0,
          jobStatus: 'Mengurus Rumah Tangga',
          marriage: 'Menikah',
        },
        // No idFamily: the wizard's submit creates this one (toEqual fails on any extra defined key).
        {
          name: 'Umar',
          nomorKK: KK,
          idRelationship: 4,
          gender: 'Laki-laki',
          jobStatus: 'Tidak Bekerja',
          isLiveTogether: true,
          dependent: 0,
          dependentType: 'Nafkah',
          income: 0,
        },
      ],
    });
  });
});
