import { describe, expect, it } from 'vitest';
import { decodeKtp, ktpWarnings, ktpMessages as m } from './ktp.ts';

const TODAY = new Date('2026-03-01T00:00:00Z');

describe('issue 3 item 9: a NIK encodes region, birth date (day + 40 for women) and serial', () => {
  it.each([
    [
      'a man born 2 January 1990 in Bandung (327301)',
      '3273010201900001',
      { provinceId: 32, regencyId: 3273, districtId: 327301, birthDate: '1990-01-02', gender: 'Laki-laki' },
    ],
    [
      'a woman born 2 January 1990: day 42',
      '3273014201900002',
      { provinceId: 32, regencyId: 3273, districtId: 327301, birthDate: '1990-01-02', gender: 'Perempuan' },
    ],
    [
      'a child born in 2015: two-digit year 15 is this century',
      '3171057112150003',
      { districtId: 317105, birthDate: '2015-12-31', gender: 'Perempuan' },
    ],
    ['a year after today belongs to the last century', '3171050101300003', { birthDate: '1930-01-01' }],
  ])('%s', (_case, nik, expected) => {
    expect(decodeKtp(nik, TODAY)).toMatchObject(expected);
  });

  it.each([
    ['too short', '327301020190000'],
    ['letters', '32730102019000AB'],
    ['starts with 0', '0273010201900001'],
    ['day 32', '3273013201900001'],
    ['day 00', '3273010001900001'],
    ['month 13', '3273010213900001'],
    ['30 February', '3273013002900001'],
    ['women day 72', '3273017201900001'],
  ])('not a NIK: %s', (_case, nik) => {
    expect(decodeKtp(nik, TODAY)).toBeNull();
  });
});

describe('issue 3 item 9: ktpWarnings compares the NIK with the area data and the form', () => {
  const nik = '3273014201900002'; // woman, 1990-01-02, district 327301
  const form = { gender: 'Perempuan', dateOfBirth: '1990-01-02', knownDistrictIds: [327301, 327302] };

  it.each([
    ['everything agrees', nik, form, []],
    ['nothing typed yet', '', form, []],
    ['the district is not in the area data', '9901014201900002', form, [m.regionNotFound]],
    [
      'area data not given: region not checked',
      '9901014201900002',
      { ...form, knownDistrictIds: undefined },
      [],
    ],
    ['another birth date on the form', nik, { ...form, dateOfBirth: '1990-01-03' }, [m.birthDateMismatch]],
    ['gender on the form differs', nik, { ...form, gender: 'Laki-laki' }, [m.genderMismatch]],
    [
      'a man with the day of a woman: gender and date disagree',
      '3273010201900001',
      { ...form, dateOfBirth: '1990-01-02', gender: 'Perempuan' },
      [m.genderMismatch],
    ],
    ['no form values yet: only the region is checked', nik, { knownDistrictIds: new Set([327301]) }, []],
    ['not a NIK at all', '12345', form, [m.format]],
  ])('%s', (_case, value, values, warnings) => {
    expect(ktpWarnings(value, values, TODAY)).toEqual(warnings);
  });

  it('warnings are clear Indonesian sentences', () => {
    expect(m).toMatchObject({
      regionNotFound: 'Kode wilayah pada NIK tidak ditemukan',
      birthDateMismatch: 'Tanggal lahir pada NIK tidak sesuai dengan tanggal lahir yang diisi',
      genderMismatch: 'Jenis kelamin pada NIK tidak sesuai',
    });
  });
});
