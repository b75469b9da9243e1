import { applicantMessages } from '@amal/contract/applicant';
import { ktpMessages } from '@amal/contract/ktp';
import { userMessages } from '@amal/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { ReferenceStep } from './reference-step';
import { list, markedRequired, pick, property, renderStep, save } from './step-test-helpers';

const member = {
  idUser: 42,
  fullName: 'Siti Aminah',
  nip: 'ARN101-10009',
  whatsappNumber: '6281234567000',
  gender: 'Perempuan',
  membership: 'peserta',
  division: 'Dakwah',
  dateOfBirth: '1985-03-04',
  placeOfBirth: 'Bogor',
};

const lookups = {
  'GET /api/provinces': () => list([{ idProvince: 32, name: 'Jawa Barat' }]),
  'GET /api/regencies/byidprovince/32': () =>
    list([{ idRegency: 3273, idProvince: 32, name: 'Kota Bandung' }]),
  'GET /api/statusresidences': () => list([{ idStatusResidence: 1, name: 'Milik sendiri' }]),
};

const address = {
  idProvince: '32',
  idRegency: '3273',
  idDistrict: '327301',
  idSubDistrict: '3273011001',
  fullAddress: 'Jl. Merdeka No. 1',
  rt: '1',
  rw: '2',
  postalCode: '40111',
};

const nonSantri = {
  isSantri: false,
  fullName: 'Budi',
  placeOfBirth: 'Bandung',
  dateOfBirth: '1990-05-12',
  gender: 'Laki-laki',
  whatsappNumber: '6281234567890',
  ...address,
  addressSameWithKTP: true,
  idStatusResidence: '1',
  lengthOfStay: '5',
};

describe('ReferenceStep (spec §2 step 1, §5 "Personal data and applicant")', () => {
  it('a Santri sees only NIP + WhatsApp, with their hints, and cannot save before "Check"', async () => {
    mockFetch(lookups);
    renderStep(ReferenceStep, { route: 'reference', value: { isSantri: true } });
    expect(screen.getByText('Tulis lengkap tanpa spasi')).toBeInTheDocument();
    expect(screen.getByText('Contoh penulisan: 62813xxxxx')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nama lengkap/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Simpan Data' })).toBeDisabled();
  });

  it('a failed "Check" shows the red "User tidak ditemukan" notice', async () => {
    mockFetch(lookups);
    renderStep(ReferenceStep, { route: 'reference', value: { isSantri: true } });
    await userEvent.type(screen.getByLabelText(/^NIP/), 'ARN101-99999');
    await userEvent.type(screen.getByLabelText(/^Nomor WhatsApp/), '6281200000000');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(userMessages.notFound)).toBeInTheDocument();
    expect(screen.getByText(userMessages.checkHint)).toBeInTheDocument();
  });

  it('a found Santri fills in name, membership, division and birth data read-only, and can save', async () => {
    const fetchMock = mockFetch({
      ...lookups,
      'GET /api/user/nipwa/ARN101-10009/6281234567000': () => json(member),
    });
    renderStep(ReferenceStep, { route: 'reference', value: { isSantri: true } });
    await userEvent.type(screen.getByLabelText(/^NIP/), 'ARN101-10009');
    await userEvent.type(screen.getByLabelText(/^Nomor WhatsApp/), '6281234567000');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByLabelText(/Nama lengkap/)).toHaveValue('Siti Aminah');
    expect(screen.getByLabelText(/Nama lengkap/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Tanggal lahir/)).toHaveValue('1985-03-04');
    expect(screen.getByLabelText('Divisi')).toHaveValue('Dakwah');
    expect(screen.getByLabelText('Keanggotaan')).toHaveValue('peserta');
    expect(screen.getByRole('button', { name: 'Simpan Data' })).toBeEnabled();
    expect(calledRoutes(fetchMock)).toContain('GET /api/user/nipwa/ARN101-10009/6281234567000');
  });

  it('a member who checks in as their own recipient starts the "database" properties from their record', async () => {
    mockFetch({
      ...lookups,
      'GET /api/user/nipwa/ARN101-10001/6281234567890': () =>
        json({ ...member, idUser: 1, nip: 'ARN101-10001', whatsappNumber: '6281234567890' }),
    });
    renderStep(ReferenceStep, {
      route: 'reference',
      value: { isSantri: true },
      user: buildCurrentUser({ smoker: false, pray5Times: true }),
      properties: [
        property({
          columnname: 'smoker',
          label: 'Merokok',
          type: 'radio',
          valueType: 'boolean',
          source: 'database',
          options: [
            { value: 'true', label: 'Ya' },
            { value: 'false', label: 'Tidak' },
          ],
        }),
        property({ idSectionProperty: 2, columnname: 'socialMedia', label: 'Akun Media Sosial' }),
      ],
    });
    await userEvent.type(screen.getByLabelText(/^NIP/), 'ARN101-10001');
    await userEvent.type(screen.getByLabelText(/^Nomor WhatsApp/), '6281234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const smoker = await screen.findByRole('radiogroup', { name: /Merokok/ });
    expect(within(smoker).getByRole('radio', { name: 'Tidak' })).toBeChecked();
    expect(screen.getByLabelText(/Akun Media Sosial/)).toHaveValue('');
  });

  it('saves a non-Santri with the KTP address copied from the domicile when "sama" is ticked', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferenceStep, { route: 'reference', value: nonSantri });
    expect(screen.queryByText('Alamat sesuai KTP')).toBeNull();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Budi',
      idProvince: 32,
      idProvinceOfficial: 32,
      postalCodeOfficial: '40111',
      lengthOfStay: 5,
    });
  });

  it('unticking "Alamat KTP sama" asks the KTP address; "Seumur hidup" sets 100 years', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferenceStep, { route: 'reference', value: nonSantri });
    await userEvent.click(screen.getByLabelText('Alamat KTP sama dengan alamat domisili'));
    expect(screen.getByText('Alamat sesuai KTP')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Alamat KTP sama dengan alamat domisili'));
    await userEvent.click(screen.getByLabelText('Seumur hidup'));
    expect(screen.getByLabelText(/Lama tinggal/)).toHaveValue('100');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ lengthOfStay: 100 });
  });

  it('shows the age and a yellow KTP warning when the NIK disagrees with the form', async () => {
    mockFetch(lookups);
    renderStep(ReferenceStep, { route: 'reference', value: nonSantri });
    expect((screen.getByLabelText('Usia') as HTMLInputElement).value).toMatch(/^\d+ tahun$/);
    expect(screen.getByText('Gunakan nomor KK jika tidak memiliki KTP')).toBeInTheDocument();
    // Born 12-05-1990 encoded as a woman (day 52) while the form says Laki-laki.
    await userEvent.type(screen.getByLabelText(/Nomor KTP/), '3273015205900001');
    expect(await screen.findByText(ktpMessages.genderMismatch)).toBeInTheDocument();
  });

  it('warns "Kode wilayah pada NIK tidak ditemukan" when the NIK\'s district is not in the area data', async () => {
    const fetchMock = mockFetch({
      ...lookups,
      'GET /api/district/997301': () =>
        json({ statusCode: 404, message: 'Kecamatan tidak ditemukan', errors: [] }, 404),
    });
    renderStep(ReferenceStep, { route: 'reference', value: nonSantri });
    // Born 12-05-1990, a man, as the form says: only the region code is wrong.
    await userEvent.type(screen.getByLabelText(/Nomor KTP/), '9973011205900001');
    expect(await screen.findByText(ktpMessages.regionNotFound)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('GET /api/district/997301');
    expect(screen.queryByText(ktpMessages.genderMismatch)).toBeNull();
  });

  it('picking a province loads its regencies (cascading address)', async () => {
    const fetchMock = mockFetch(lookups);
    renderStep(ReferenceStep, { route: 'reference', value: { isSantri: false, addressSameWithKTP: true } });
    await pick(/^Provinsi/, 'Jawa Barat');
    await pick(/^Kabupaten\/Kota/, 'Kota Bandung');
    expect(calledRoutes(fetchMock)).toContain('GET /api/regencies/byidprovince/32');
  });

  it('renders the programme-defined properties; a required one left empty says "Kolom ini wajib diisi"', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferenceStep, {
      route: 'reference',
      value: nonSantri,
      properties: [
        property({ columnname: 'reason', label: 'Alasan pengajuan', type: 'textarea', required: true }),
      ],
    });
    expect(screen.getByLabelText(/Alasan pengajuan/)).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks the divorce duration only after Cerai hidup/Cerai mati, and "still provides" only after Cerai hidup', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferenceStep, {
      route: 'reference',
      value: { ...nonSantri, marriage: 'Menikah', deadDivorceLength: '3' },
      properties: [
        property({
          columnname: 'deadDivorceLength',
          label: 'Lama Cerai (tahun)',
          type: 'number',
          valueType: 'number',
        }),
        property({
          idSectionProperty: 2,
          columnname: 'provideFinance',
          label: 'Mantan suami memberi nafkah',
          type: 'switch',
          valueType: 'boolean',
        }),
      ],
    });
    expect(screen.queryByLabelText(/Lama Cerai/)).toBeNull();
    expect(screen.queryByLabelText(/Mantan suami/)).toBeNull();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('deadDivorceLength');
    await pick(/^Status pernikahan/, 'Cerai mati');
    expect(screen.getByLabelText(/Lama Cerai/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Mantan suami/)).toBeNull();
    await pick(/^Status pernikahan/, 'Cerai hidup');
    expect(screen.getByLabelText(/Mantan suami/)).toBeInTheDocument();
  });
  it('"Check" with an empty NIP and WhatsApp shows the field messages and sends nothing', async () => {
    const fetchMock = mockFetch(lookups);
    renderStep(ReferenceStep, { route: 'reference', value: { isSantri: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(applicantMessages.nipRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.whatsappRequired)).toBeInTheDocument();
    expect(screen.queryByText(userMessages.notFound)).toBeNull();
    expect(calledRoutes(fetchMock).filter((route) => route.includes('nipwa'))).toEqual([]);
    expect(screen.getByLabelText(/^NIP/)).toHaveFocus();
  });

  it('"Ajukan untuk diri sendiri" checks the member\'s own NIP and WhatsApp and fills the KTP and address from their record', async () => {
    const fetchMock = mockFetch({
      ...lookups,
      'GET /api/user/nipwa/ARN101-10001/6281234567890': () =>
        json({ ...member, idUser: 1, nip: 'ARN101-10001', whatsappNumber: '6281234567890' }),
    });
    renderStep(ReferenceStep, { route: 'reference', value: { isSantri: true } });
    expect(screen.getByText(/Santri: penerima terdaftar di yayasan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan untuk diri sendiri' }));
    expect(await screen.findByLabelText(/Nama lengkap/)).toHaveValue('Siti Aminah');
    expect(calledRoutes(fetchMock)).toContain('GET /api/user/nipwa/ARN101-10001/6281234567890');
    expect(screen.getByLabelText(/^Nomor KTP/)).toHaveValue('3273011205900001');
    expect(screen.getAllByLabelText(/^Alamat lengkap/)[0]).toHaveValue('Jl. Merdeka No. 1');
    expect(screen.getAllByLabelText(/^Kode pos/)[0]).toHaveValue('40111');
  });

  it('marks "Status pernikahan", "Status tempat tinggal" and "Lama tinggal" required where the programme requires them', async () => {
    mockFetch(lookups);
    renderStep(ReferenceStep, {
      route: 'reference',
      value: nonSantri,
      idProgram: 3,
      properties: [property({ columnname: 'marriage', label: 'Status pernikahan', required: true })],
    });
    expect(markedRequired(screen.getByRole('combobox', { name: /^Status pernikahan/ }))).toBe(true);
    expect(markedRequired(screen.getByRole('combobox', { name: /^Status tempat tinggal/ }))).toBe(true);
    expect(markedRequired(screen.getByLabelText(/^Lama tinggal/))).toBe(true);
  });
});
