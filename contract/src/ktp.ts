/**
 * What a KTP number (NIK) encodes (issue 3 item 9): the 6-digit region code (province 2, regency 2,
 * district 2 digits), the birth date as DDMMYY with 40 added to the day for women, and a 4-digit
 * serial. A mismatch with the form is a warning the user sees, not an error: the card may be old.
 */
import { formatIsoDate, parseIsoDate } from './age.ts';
import type { GENDERS } from './users.ts';

type Gender = (typeof GENDERS)[number];

type DecodedKtp = {
  /** Area ids as the API uses them: province 32, regency 3273, district 327301. */
  provinceId: number;
  regencyId: number;
  districtId: number;
  /** "YYYY-MM-DD". */
  birthDate: string;
  gender: Gender;
  serial: string;
};

/** Added to the day of birth of a woman. */
const KTP_FEMALE_DAY_OFFSET = 40;

export const ktpMessages = {
  format: 'Nomor KTP harus 16 digit angka',
  regionNotFound: 'Kode wilayah pada NIK tidak ditemukan',
  birthDateMismatch: 'Tanggal lahir pada NIK tidak sesuai dengan tanggal lahir yang diisi',
  genderMismatch: 'Jenis kelamin pada NIK tidak sesuai',
} as const;

/**
 * The NIK's two-digit year in the latest century that does not put the birth after `today`
 * (a card holder born in "25" is 2025 today, and "60" is 1960).
 */
function fullYear(twoDigits: number, today: Date): number {
  const thisYear = today.getUTCFullYear();
  const inThisCentury = thisYear - (thisYear % 100) + twoDigits;
  return inThisCentury > thisYear ? inThisCentury - 100 : inThisCentury;
}

/** Decodes a NIK; null unless it has 16 digits, a plausible region code and a real birth date. */
export function decodeKtp(nik: string, today: Date = new Date()): DecodedKtp | null {
  const value = nik.trim();
  if (!/^\d{16}$/.test(value) || value.startsWith('0')) return null;
  const encodedDay = Number(value.slice(6, 8));
  const female = encodedDay > KTP_FEMALE_DAY_OFFSET;
  const day = female ? encodedDay - KTP_FEMALE_DAY_OFFSET : encodedDay;
  const month = Number(value.slice(8, 10));
  const year = fullYear(Number(value.slice(10, 12)), today);
  const birthDate = formatIsoDate({ year, month, day });
  if (!parseIsoDate(birthDate)) return null;
  return {
    provinceId: Number(value.slice(0, 2)),
    regencyId: Number(value.slice(0, 4)),
    districtId: Number(value.slice(0, 6)),
    birthDate,
    gender: female ? 'Perempuan' : 'Laki-laki',
    serial: value.slice(12),
  };
}

type KtpFormValues = {
  gender?: string | null;
  /** "YYYY-MM-DD" as the form holds it. */
  dateOfBirth?: string | null;
  /** District ids of the area data; without them the region code is not checked. */
  knownDistrictIds?: ReadonlySet<number> | readonly number[];
};

const includes = (ids: ReadonlySet<number> | readonly number[], id: number) =>
  ids instanceof Set ? ids.has(id) : (ids as readonly number[]).includes(id);

// The NIK holds two digits of the year only, so the century is not compared.
const sameBirthDate = (fromNik: string, fromForm: string) => fromNik.slice(2) === fromForm.slice(2);

/** The warnings to show beside a NIK that does not agree with what it encodes or with the form. */
export function ktpWarnings(
  nik: string | null | undefined,
  form: KtpFormValues,
  today = new Date(),
): string[] {
  if (!nik?.trim()) return [];
  const decoded = decodeKtp(nik, today);
  if (!decoded) return [ktpMessages.format];
  const warnings: string[] = [];
  if (form.knownDistrictIds && !includes(form.knownDistrictIds, decoded.districtId))
    warnings.push(ktpMessages.regionNotFound);
  const dateOfBirth = form.dateOfBirth?.trim();
  if (dateOfBirth && parseIsoDate(dateOfBirth) && !sameBirthDate(decoded.birthDate, dateOfBirth))
    warnings.push(ktpMessages.birthDateMismatch);
  if (form.gender && form.gender !== decoded.gender) warnings.push(ktpMessages.genderMismatch);
  return warnings;
}
