/** What tests of an institution's application need: a complete organisation and its step. */
import type { TestApp } from '../../test/test-app.ts';

/** A complete organisation in Bandung (the reference area data). */
export const ORGANIZATION = {
  name: 'Pondok Pesantren Al-Ikhlas',
  type: 'Pondok Pesantren',
  whatsapp: '6281234500011',
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327309,
  idSubDistrict: 3273091003,
  fullAddress: 'Jl. Cibaduyut No. 10',
  rt: '02',
  rw: '',
  postalCode: '40236',
  dawahActivitiesFrequency: 'Setiap Pekan',
  routineDawahEducationSocialPrograms: true,
  institutionDescription: 'Pesantren tahfizh untuk anak yatim',
  dawahLectureTopics: 'Aqidah, fiqih ibadah',
};

export const manager = (slot: string, fullName: string, position: string) => ({
  slot,
  fullName,
  whatsapp: '6281234500022',
  gender: 'Laki-laki',
  position,
  lengthInOrganization: 3,
});

/**
 * The organisation step as the wizard saves it: the organisation recorded through the API as the
 * member `headers` logs in as, with the applicant as its one manager.
 */
export async function organizationStep(t: TestApp, headers: Record<string, string>) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/organization',
    headers,
    payload: ORGANIZATION,
  });
  const { idOrganization } = created.json() as { idOrganization: number };
  const managers = [manager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga')];
  await t.app.inject({
    method: 'POST',
    url: '/api/organizationmanager/batch',
    headers,
    payload: { idOrganization, managers },
  });
  return { ...ORGANIZATION, idOrganization, managers };
}
