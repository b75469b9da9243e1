import { applicantMessages, RT_RW_DEFAULT } from '@amal/contract/applicant';
import { ktpMessages } from '@amal/contract/ktp';
import type { CurrentUser } from '@amal/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { mockFetch } from '../../../test/fetch-mock';
import { PersonalDataStep } from './personal-data-step';
import type { StepProps } from './step-props';
import { list, renderStep, save } from './step-test-helpers';

const lookups = {
  'GET /api/provinces': () => list([{ idProvince: 32, name: 'Jawa Barat' }]),
  'GET /api/regencies/byidprovince/32': () =>
    list([{ idRegency: 3273, idProvince: 32, name: 'Kota Bandung' }]),
  'GET /api/districts/byidregency/3273': () =>
    list([{ idDistrict: 327301, idRegency: 3273, name: 'Sukasari' }]),
  'GET /api/subdistricts/byiddistrict/327301': () =>
    list([{ idSubDistrict: 3273011001, idDistrict: 327301, name: 'Gegerkalong' }]),
};

/** The step for a given logged-in member. */
const forUser = (user: CurrentUser) => (props: StepProps) => <PersonalDataStep {...props} user={user} />;

const unknownUser = buildCurrentUser({
  fullName: '',
  whatsappNumber: null,
  gender: null,
  dateOfBirth: null,
  placeOfBirth: null,
  idCardNumber: null,
  idProvince: null,
  idRegency: null,
  idDistrict: null,
  idSubDistrict: null,
  fullAddress: null,
  rt: null,
  rw: null,
  postalCode: null,
});

describe('PersonalDataStep (spec §5 "Personal data and applicant")', () => {
  it("starts from the member's known data", async () => {
    mockFetch(lookups);
    renderStep(PersonalDataStep, { route: 'personal-data' });
    expect(screen.getByLabelText(/Nama lengkap/)).toHaveValue('Ahmad Fauzi');
    expect(screen.getByLabelText(/Nomor WhatsApp/)).toHaveValue('6281234567890');
    expect(screen.getByLabelText(/Tanggal lahir/)).toHaveValue('1990-05-12');
    expect(screen.getByLabelText(/Tempat lahir/)).toHaveValue('Bandung');
    // The member has no KTP address yet: the domicile's is filled in, the KTP one is asked.
    const [domicile, ktp] = screen.getAllByLabelText(/Alamat lengkap/);
    expect(domicile).toHaveValue('Jl. Merdeka No. 1');
    expect(ktp).toHaveValue('');
  });

  it('"Simpan Data" shows the contract messages of the required fields', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(forUser(unknownUser), { route: 'personal-data' });
    await save();
    expect(await screen.findByText(applicantMessages.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.whatsappRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.genderRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.placeOfBirthRequired)).toBeInTheDocument();
    // An empty date is a missing one, not a malformed one (issue 32 item 9).
    expect(screen.getByText(applicantMessages.dateOfBirthRequired)).toBeInTheDocument();
    expect(screen.queryByText(applicantMessages.dateOfBirthInvalid)).toBeNull();
    expect(screen.getAllByText(applicantMessages.provinceRequired).length).toBeGreaterThan(0);
    expect(screen.getAllByText(applicantMessages.fullAddressRequired).length).toBeGreaterThan(0);
    expect(screen.getAllByText(applicantMessages.postalCodeRequired).length).toBeGreaterThan(0);
    expect(screen.getByText(applicantMessages.pray5TimesRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the schema output: KTP address copied from the domicile, blank RT "0", answers as booleans', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(PersonalDataStep, { route: 'personal-data' });
    await userEvent.click(screen.getByLabelText('Alamat KTP sama dengan alamat domisili'));
    expect(screen.queryByText('Alamat sesuai KTP')).toBeNull();
    await userEvent.clear(screen.getByLabelText('RT'));
    await userEvent.click(screen.getAllByLabelText('Ya')[0] as HTMLElement);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Ahmad Fauzi',
      dateOfBirth: '1990-05-12',
      idProvince: 32,
      idSubDistrict: 3273011001,
      idProvinceOfficial: 32,
      postalCodeOfficial: '40111',
      rt: RT_RW_DEFAULT,
      rtOfficial: RT_RW_DEFAULT,
      rw: '002',
      lengthOfStay: 0,
      pray5Times: true,
    });
  });

  it('"Seumur hidup" sets the length of stay to 100 years', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(PersonalDataStep, {
      route: 'personal-data',
      value: { addressSameWithKTP: true, pray5Times: 'false' },
    });
    await userEvent.click(screen.getByLabelText('Seumur hidup'));
    expect(screen.getByLabelText(/Lama tinggal/)).toHaveValue('100');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ lengthOfStay: 100, pray5Times: false });
  });

  it('a KTP address saved as "same as domicile" comes back ticked', async () => {
    mockFetch(lookups);
    const same = buildCurrentUser({
      idProvinceOfficial: 32,
      idRegencyOfficial: 3273,
      idDistrictOfficial: 327301,
      idSubDistrictOfficial: 3273011001,
      fullAddressOfficial: 'Jl. Merdeka No. 1',
      rtOfficial: '001',
      rwOfficial: '002',
      postalCodeOfficial: '40111',
    });
    renderStep(forUser(same), { route: 'personal-data' });
    expect(screen.getByLabelText('Alamat KTP sama dengan alamat domisili')).toBeChecked();
    expect(screen.queryByText('Alamat sesuai KTP')).toBeNull();
  });

  it('warns when the KTP number disagrees with the gender (the reference step’s KTP check)', async () => {
    mockFetch(lookups);
    renderStep(PersonalDataStep, { route: 'personal-data' });
    const ktp = screen.getByLabelText(/Nomor KTP/);
    await userEvent.clear(ktp);
    // Born 12-05-1990 encoded as a woman (day 52) while the member is Laki-laki.
    await userEvent.type(ktp, '3273015205900001');
    expect(await screen.findByText(ktpMessages.genderMismatch)).toBeInTheDocument();
  });
});
