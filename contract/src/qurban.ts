/**
 * The qurban programmes' own wizard steps whose answers live in the proposal's section data
 * (issue 37 items 2 and 6): the organisation questions and the qurban request (spec §2 step 13,
 * §3 "Organisation question" and "Recipient", §5 "Organisation and qurban", §9 Hijri year).
 */
import { LIST_MAX } from './api.ts';
import { QURBAN_ANIMALS, type QurbanAnimal, qurbanHijriYear } from './constants.ts';
import { optionalText, requiredBoolean, requiredCount, requiredDate } from './dynamic-properties.ts';
import { z } from './zod.ts';

export const qurbanMessages = {
  questionRequired: 'Pertanyaan harus dijawab',
  shoppingDateRequired: 'Batas tanggal belanja wajib diisi',
  countRequired: 'Jumlah hewan wajib diisi',
  priceRequired: 'Perkiraan harga wajib diisi',
  animalInvalid: 'Jenis hewan tidak tersedia',
  animalsIncomplete: 'Isi jumlah dan perkiraan harga untuk Sapi, Kambing dan Domba',
} as const;
const m = qurbanMessages;

// ---------------------------------------------------------------------------------------------
// Organisation questions
// ---------------------------------------------------------------------------------------------

/**
 * The yes/no questions of the qurban organisation-question step, in display order: optional in the
 * section catalogue, each required in the application ("Pertanyaan harus dijawab", spec §5).
 */
export const ORGANIZATION_QUESTIONS = [
  { name: 'salafiInstitution', label: 'Apakah lembaga bermanhaj salaf?' },
  { name: 'annualQurbanProgram', label: 'Apakah lembaga mengadakan program qurban setiap tahun?' },
  { name: 'similarQurbanProgramAround', label: 'Apakah ada program qurban serupa di sekitar lembaga?' },
  { name: 'qurbanDistributionLastYear', label: 'Apakah lembaga menyalurkan qurban tahun lalu?' },
  {
    name: 'routineDawahEducationSocialPrograms',
    label: 'Apakah lembaga memiliki program rutin dakwah, pendidikan atau sosial?',
  },
  { name: 'bannerPrintingPlace', label: 'Apakah ada tempat percetakan spanduk di sekitar lembaga?' },
  { name: 'qurbanOnTime', label: 'Apakah lembaga sanggup menyembelih qurban tepat pada hari-hari qurban?' },
  {
    name: 'qurbanActivityCollaborationApproval',
    label: 'Apakah lembaga bersedia bekerja sama dalam kegiatan qurban ini?',
  },
  { name: 'documentationAndReports', label: 'Apakah lembaga bersedia membuat dokumentasi dan laporan?' },
  {
    name: 'useOfDocumentationReports',
    label: 'Apakah lembaga mengizinkan dokumentasi dan laporan dipublikasikan?',
  },
  {
    name: 'governmentQurbanRegulationsCompliance',
    label: 'Apakah lembaga mematuhi peraturan pemerintah tentang qurban?',
  },
  { name: 'qurbanAccordingToSunnah', label: 'Apakah penyembelihan dilakukan sesuai sunnah?' },
  { name: 'qurbanBeneficiariesLastYear', label: 'Apakah lembaga memiliki data penerima qurban tahun lalu?' },
] as const;
export type OrganizationQuestionName = (typeof ORGANIZATION_QUESTIONS)[number]['name'];
export const ORGANIZATION_QUESTION_NAMES: readonly OrganizationQuestionName[] = ORGANIZATION_QUESTIONS.map(
  (question) => question.name,
);

/**
 * The organisation-question step: every yes/no question answered, either way. Other properties of
 * the step (the dawah frequency) are the catalogue's and checked as it defines them.
 */
export const organizationQuestionSectionSchema = z.object(
  Object.fromEntries(
    ORGANIZATION_QUESTION_NAMES.map((name) => [name, requiredBoolean(m.questionRequired)]),
  ) as Record<OrganizationQuestionName, ReturnType<typeof requiredBoolean>>,
);

// ---------------------------------------------------------------------------------------------
// Qurban request (step 13)
// ---------------------------------------------------------------------------------------------

/**
 * The recipient units of the qurban request, by id (the `idRecipientUnit` of a request row and of
 * GET /api/recipientunit/{idProgram} for a qurban programme): 1 Sapi, 2 Kambing, 3 Domba.
 */
export const QURBAN_UNITS: readonly { idRecipientUnit: number; name: QurbanAnimal }[] = QURBAN_ANIMALS.map(
  (name, i) => ({ idRecipientUnit: i + 1, name }),
);
const QURBAN_UNIT_IDS = QURBAN_UNITS.map((unit) => unit.idRecipientUnit);

/** One animal unit of the request: how many, the price forecast per head and why. */
export const qurbanRequestRowSchema = z.object({
  idRecipientUnit: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    z
      .number({ error: m.animalInvalid })
      .refine((id) => QURBAN_UNIT_IDS.includes(id), { error: m.animalInvalid }),
  ),
  numberOfSubmission: requiredCount(m.countRequired),
  priceForecast: requiredCount(m.priceRequired),
  reason: optionalText(1000),
});
export type QurbanRequestRow = z.output<typeof qurbanRequestRowSchema>;

/** The qurban-request step: the shopping deadline and one row per animal unit (Sapi, Kambing, Domba). */
export const qurbanRequestSectionSchema = z.object({
  shoppingDate: requiredDate(m.shoppingDateRequired),
  recipientDetails: z
    .array(qurbanRequestRowSchema, { error: m.animalsIncomplete })
    .max(LIST_MAX.rows)
    .refine(
      (rows) =>
        QURBAN_UNIT_IDS.every((id) => rows.filter((row) => row.idRecipientUnit === id).length === 1) &&
        rows.length === QURBAN_UNIT_IDS.length,
      { error: m.animalsIncomplete },
    ),
});

type RowAmounts = { numberOfSubmission?: unknown; priceForecast?: unknown };
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
/** A row's total: count times price forecast (0 while either is missing). */
export const qurbanRowTotal = (row: RowAmounts): number =>
  amount(row.numberOfSubmission) * amount(row.priceForecast);
/** The request's totals: animals and Rupiah over every row. */
export const qurbanRequestTotals = (rows: readonly RowAmounts[]) => ({
  animals: rows.reduce((sum, row) => sum + amount(row.numberOfSubmission), 0),
  rupiah: rows.reduce((sum, row) => sum + qurbanRowTotal(row), 0),
});

// ---------------------------------------------------------------------------------------------
// Hijri year and the slaughter day
// ---------------------------------------------------------------------------------------------

const DZULHIJJAH = 12;
const SLAUGHTER_DAY = 10;
const DAY_MS = 86_400_000;
/** Mean length of a Hijri year in days, to land near the date before looking it up day by day. */
const HIJRI_YEAR_DAYS = 354.367;
/** 1 Muharram 1 AH, proleptic Gregorian (16 July 622). */
const HIJRI_EPOCH_MS = Date.UTC(622, 6, 16);

let umalqura: Intl.DateTimeFormat | undefined;
/** A UTC day's date in the Umm al-Qura calendar (Intl's `islamic-umalqura`). */
function hijriOf(time: number): { year: number; month: number; day: number } {
  umalqura ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = umalqura.formatToParts(new Date(time));
  const part = (type: 'year' | 'month' | 'day') =>
    Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The Gregorian date ("YYYY-MM-DD") of a Hijri day in the Umm al-Qura calendar, found with Intl's
 * `islamic-umalqura` calendar around its mean-calendar estimate (no table of our own).
 */
export function gregorianOfHijri(year: number, month: number, day: number): string {
  const estimate =
    HIJRI_EPOCH_MS + Math.round((year - 1) * HIJRI_YEAR_DAYS + (month - 1) * 29.53 + (day - 1)) * DAY_MS;
  for (let offset = 0; offset <= 40; offset++) {
    for (const time of [estimate + offset * DAY_MS, estimate - offset * DAY_MS]) {
      const hijri = hijriOf(time);
      if (hijri.year === year && hijri.month === month && hijri.day === day)
        return new Date(time).toISOString().slice(0, 10);
    }
  }
  throw new RangeError(`No Umm al-Qura date for ${day}/${month}/${year} H`);
}

/** 10 Dzulhijjah of a Hijri year: "10 Dzulhijjah 1446H" and its Gregorian date ("2025-06-06"). */
export function slaughterDayOfYear(hijriYear: number): { hijriYear: number; label: string; date: string } {
  return {
    hijriYear,
    label: `${SLAUGHTER_DAY} Dzulhijjah ${hijriYear}H`,
    date: gregorianOfHijri(hijriYear, DZULHIJJAH, SLAUGHTER_DAY),
  };
}

/** The qurban campaign's slaughter day: 10 Dzulhijjah of its Hijri year (1446 in production, else 1445). */
export const qurbanSlaughterDay = (production: boolean) => slaughterDayOfYear(qurbanHijriYear(production));
