import { organizationMessages } from '@amal/contract/organizations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { OrganizationStep } from './organization-step';
import { list, pick, renderStep, save } from './step-test-helpers';

const ORGANIZATION = {
  idOrganization: 5,
  idUser: 7,
  name: 'Pondok Pesantren Al-Ikhlas',
  type: 'Pondok Pesantren',
  whatsapp: '6281234500011',
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327309,
  idSubDistrict: 3273091003,
  fullAddress: 'Jl. Cibaduyut No. 10',
  rt: '02',
  rw: '0',
  postalCode: '40236',
  dawahActivitiesFrequency: 'Setiap Pekan',
  routineDawahEducationSocialPrograms: true,
  institutionDescription: 'Pesantren tahfizh',
  dawahLectureTopics: 'Aqidah',
};
const applicant = {
  idOrganizationManager: 11,
  idOrganization: 5,
  idUser: 7,
  slot: 'applicant',
  fullName: 'Ahmad Fauzi',
  whatsapp: '6281234567890',
  gender: 'Laki-laki',
  position: 'Ketua Yayasan/Lembaga',
  lengthInOrganization: 4,
};

const areas = {
  'GET /api/provinces': () => list([{ idProvince: 32, name: 'Jawa Barat' }]),
  'GET /api/regencies/byidprovince/32': () => list([{ idRegency: 3273, name: 'Kota Bandung' }]),
  'GET /api/districts/byidregency/3273': () => list([{ idDistrict: 327309, name: 'Bojongloa Kidul' }]),
  'GET /api/subdistricts/byiddistrict/327309': () =>
    list([{ idSubDistrict: 3273091003, name: 'Kebon Lega' }]),
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const found = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === method && String(url).endsWith(path),
  );
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

describe('OrganizationStep (spec §2 step 5, §5 "Organisation and qurban")', () => {
  it('asks the organisation with the spec’s messages; the applicant’s slot starts from their record', async () => {
    mockFetch({ ...areas, 'GET /api/organization': () => list([]) });
    const { onSave } = renderStep(OrganizationStep, { route: 'organization' });
    await screen.findByLabelText(/Nama lembaga/);
    await save();
    expect(await screen.findByText(organizationMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(organizationMessages.typeRequired)).toBeInTheDocument();
    expect(screen.getByText(organizationMessages.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(organizationMessages.topicsRequired)).toBeInTheDocument();
    // The applicant's own slot is listed with the member's name, still to be completed.
    expect(screen.getByText('Pemohon (Anda)')).toBeInTheDocument();
    expect(screen.getByText('Belum lengkap')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    // Types and frequencies are the spec's.
    await pick(/Jenis lembaga/, 'Masjid (DKM)');
    await userEvent.click(screen.getByRole('combobox', { name: /Frekuensi kegiatan dakwah/ }));
    for (const option of ['Setiap Hari', 'Setiap Pekan', 'Setiap Bulan', 'Setiap Tahun'])
      expect(within(document.body).getByRole('option', { name: option })).toBeInTheDocument();
  });

  it('reuses the applicant’s organisation, blocks an incomplete manager, then PATCHes and saves the batch', async () => {
    const fetchMock = mockFetch({
      ...areas,
      'GET /api/organization': () => list([{ ...ORGANIZATION, organizationManagers: [applicant] }]),
      'PATCH /api/organization': (request) =>
        json({ ...ORGANIZATION, ...(request.body as object), organizationManagers: [applicant] }),
      'POST /api/organizationmanager/batch': (request) =>
        json(
          (request.body as { managers: Record<string, unknown>[] }).managers.map((manager, i) => ({
            idOrganizationManager: 20 + i,
            idOrganization: 5,
            idUser: null,
            ...manager,
          })),
        ),
    });
    const { onSave } = renderStep(OrganizationStep, { route: 'organization' });
    expect(await screen.findByLabelText(/Nama lembaga/)).toHaveValue('Pondok Pesantren Al-Ikhlas');
    expect(screen.getByText('Ahmad Fauzi')).toBeInTheDocument();

    // An Ustadz Pembina added in the drawer, with the slot's position already chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Ustadz Pembina' }));
    const drawer = await screen.findByRole('dialog', { name: /Ustadz Pembina/ });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan pengurus' }));
    expect(await within(drawer).findByText(organizationMessages.managersIncomplete)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText(/Nama lengkap/), 'Ustadz Umar');
    await userEvent.type(within(drawer).getByLabelText(/Nomor WhatsApp/), '6281234500033');
    await pick(/Jenis kelamin/, 'Laki-laki');
    await userEvent.type(within(drawer).getByLabelText(/Lama menjabat/), '2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan pengurus' }));
    expect(await screen.findByText('Ustadz Umar')).toBeInTheDocument();

    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PATCH', '/api/organization')).toMatchObject({
      idOrganization: 5,
      name: ORGANIZATION.name,
    });
    expect(bodyOf(fetchMock, 'POST', '/api/organizationmanager/batch')).toMatchObject({
      idOrganization: 5,
      managers: [
        { idOrganizationManager: 11, slot: 'applicant' },
        { slot: 'ustadz', fullName: 'Ustadz Umar', position: 'Ustadz Pembina', lengthInOrganization: 2 },
      ],
    });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      idOrganization: 5,
      managers: [
        { idOrganizationManager: 11, slot: 'applicant' },
        { idOrganizationManager: 21, slot: 'ustadz' },
      ],
    });
  });

  it('a first organisation: POSTs it, then its managers, and saves the step with its id', async () => {
    const fetchMock = mockFetch({
      ...areas,
      'GET /api/organization': () => list([]),
      'POST /api/organization': (request) =>
        json({ ...ORGANIZATION, ...(request.body as object), organizationManagers: [] }, 201),
      'POST /api/organizationmanager/batch': () => json([applicant]),
    });
    const { idOrganization: _id, idUser: _user, ...fields } = ORGANIZATION;
    const { onSave } = renderStep(OrganizationStep, {
      route: 'organization',
      value: { ...fields, managers: [applicant] },
    });
    await screen.findByLabelText(/Nama lembaga/);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST', '/api/organization')).not.toHaveProperty('idOrganization');
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ idOrganization: 5, managers: [{ slot: 'applicant' }] });
  });

  it('refuses to move on while the applicant’s slot is incomplete, with the "Informasi" dialog', async () => {
    mockFetch({
      ...areas,
      'GET /api/organization': () => list([{ ...ORGANIZATION, organizationManagers: [] }]),
    });
    const { onSave } = renderStep(OrganizationStep, { route: 'organization' });
    await screen.findByLabelText(/Nama lembaga/);
    await save();
    expect(await screen.findByText(organizationMessages.managersIncomplete)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
