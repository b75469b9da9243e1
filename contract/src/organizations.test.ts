import { describe, expect, it } from 'vitest';
import {
  DAWAH_FREQUENCIES,
  MANAGER_POSITIONS,
  organizationMessages as m,
  managerBlockers,
  managerSchema,
  ORGANIZATION_TYPES,
  organizationBankAccountSchema,
  organizationManagerBatchSchema,
  organizationSchema,
  organizationSectionSchema,
} from './organizations.ts';
import { sectionDataSchemas } from './section-data.ts';

const organization = {
  name: 'Masjid Al-Hikmah',
  type: 'Masjid (DKM)',
  whatsapp: '6281234500011',
  idProvince: '32',
  idRegency: '3273',
  idDistrict: '327309',
  idSubDistrict: '3273091003',
  fullAddress: 'Jl. Cibaduyut No. 10',
  rt: '',
  rw: '3',
  postalCode: '40236',
  dawahActivitiesFrequency: 'Setiap Hari',
  routineDawahEducationSocialPrograms: 'true',
  institutionDescription: 'Masjid jami',
  dawahLectureTopics: 'Tafsir',
};
const manager = {
  slot: 'applicant',
  fullName: 'Ahmad',
  whatsapp: '6281234500022',
  gender: 'Laki-laki',
  position: 'Ketua Yayasan/Lembaga',
  lengthInOrganization: '3',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('organisation (spec §5 "Organisation and qurban")', () => {
  it('has the spec’s types, frequencies and positions', () => {
    expect(ORGANIZATION_TYPES).toEqual(['Pondok Pesantren', 'Yayasan', 'Masjid (DKM)', 'LSM']);
    expect(DAWAH_FREQUENCIES).toEqual(['Setiap Hari', 'Setiap Pekan', 'Setiap Bulan', 'Setiap Tahun']);
    expect(MANAGER_POSITIONS).toEqual([
      'Ketua Yayasan/Lembaga',
      'Ketua Harian Pelaksana',
      'Ketua Bidang',
      'Pembina lembaga',
      'Ustadz Pembina',
      'Sekretaris',
      'Bendahara',
      'Humas',
      'Pengurus',
    ]);
  });

  it('takes a complete organisation: ids as numbers, rt left empty is "0", yes/no as a boolean', () => {
    const parsed = organizationSchema.parse(organization);
    expect(parsed).toMatchObject({ idProvince: 32, idSubDistrict: 3273091003, rt: '0', rw: '3' });
    expect(parsed.routineDawahEducationSocialPrograms).toBe(true);
  });

  it.each([
    ['name', '', m.nameRequired],
    ['type', 'Koperasi', m.typeRequired],
    ['type', '', m.typeRequired],
    ['whatsapp', '', m.whatsappRequired],
    ['whatsapp', '0812', 'Format: Nomor 628900000 (hanya nomor tanpa spasi)'],
    ['dawahActivitiesFrequency', 'Setiap Jam', m.frequencyInvalid],
    ['institutionDescription', '', m.descriptionRequired],
    ['dawahLectureTopics', ' ', m.topicsRequired],
    ['fullAddress', '', 'Alamat lengkap wajib diisi'],
    ['idProvince', '', 'Provinsi wajib diisi'],
  ])('%s = %j: "%s"', (path, value, message) => {
    expect(messagesOf(organizationSchema.safeParse({ ...organization, [path]: value }))).toContainEqual([
      path,
      message,
    ]);
  });

  it('leaves the frequency and the routine programmes optional', () => {
    const { dawahActivitiesFrequency: _f, routineDawahEducationSocialPrograms: _r, ...rest } = organization;
    expect(organizationSchema.safeParse(rest).success).toBe(true);
  });
});

describe('managers (spec §2 step 5)', () => {
  it.each([
    ['fullName', '', m.managerNameRequired],
    ['whatsapp', '', m.managerWhatsappRequired],
    ['gender', 'X', m.managerGenderRequired],
    ['position', 'Direktur', m.positionRequired],
    ['slot', 'ketua', m.slotRequired],
    ['lengthInOrganization', '', m.yearsServedRequired],
    ['lengthInOrganization', '-1', 'Tidak boleh kurang dari 0'],
    ['lengthInOrganization', '101', m.yearsServedTooMany],
  ])('%s = %j: "%s"', (path, value, message) => {
    const issues = messagesOf(managerSchema.safeParse({ ...manager, [path]: value }));
    expect(issues.map(([p]) => p)).toContain(path);
    if (path !== 'lengthInOrganization' || value !== '-1') expect(issues).toContainEqual([path, message]);
  });

  it('holds one applicant, one Pembina lembaga and one Ustadz Pembina, any number of others', () => {
    const list = (...slots: string[]) => ({
      idOrganization: 1,
      managers: slots.map((slot) => ({ ...manager, slot })),
    });
    expect(
      organizationManagerBatchSchema.safeParse(list('applicant', 'pembina', 'ustadz', 'other', 'other'))
        .success,
    ).toBe(true);
    for (const slot of ['applicant', 'pembina', 'ustadz'] as const)
      expect(messagesOf(organizationManagerBatchSchema.safeParse(list(slot, 'other', slot)))).toEqual([
        ['managers.2.slot', m.slotTaken(slot)],
      ]);
    expect(m.slotTaken('pembina')).toBe('Pembina lembaga hanya boleh satu orang');
  });

  it('blocks the step while the applicant’s slot is empty or a manager is incomplete', () => {
    expect(managerBlockers([manager])).toEqual([]);
    expect(managerBlockers([])).toEqual([m.applicantManagerRequired]);
    expect(managerBlockers([{ ...manager, position: '' }])).toEqual([m.managersIncomplete]);
  });
});

describe('organisation bank account (spec §5)', () => {
  const account = { idOrganization: 1, idBank: 2, accountNumber: '123', accountName: 'Yayasan' };
  it.each([
    ['idBank', '', 'Wajib memilih akun bank'],
    ['accountNumber', '', 'Wajib diisi'],
    ['accountNumber', '12-3', 'Nomor rekening hanya boleh berisi angka'],
    ['accountName', '', 'Wajib diisi'],
    ['idOrganization', '', m.organizationRequired],
  ])('%s = %j: "%s"', (path, value, message) => {
    expect(messagesOf(organizationBankAccountSchema.safeParse({ ...account, [path]: value }))).toContainEqual(
      [path, message],
    );
  });
});

describe('the organisation step’s saved data', () => {
  it('is the route’s schema, checked at submission', () => {
    expect(sectionDataSchemas.organization).toBe(organizationSectionSchema);
  });

  it('needs the organisation’s id ("missing organisation") and the applicant among the managers', () => {
    const step = { ...organization, idOrganization: 4, managers: [manager] };
    expect(organizationSectionSchema.safeParse(step).success).toBe(true);
    expect(messagesOf(organizationSectionSchema.safeParse({ ...step, idOrganization: undefined }))).toEqual([
      ['idOrganization', m.organizationMissing],
    ]);
    expect(m.organizationMissing).toBe('Lengkapi data lembaga terlebih dahulu');
    expect(
      messagesOf(organizationSectionSchema.safeParse({ ...step, managers: [{ ...manager, slot: 'other' }] })),
    ).toEqual([['managers', m.applicantManagerRequired]]);
  });
});
