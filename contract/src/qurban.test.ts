import { describe, expect, it } from 'vitest';
import { QURBAN_ANIMALS, qurbanSlaughterDayLabel } from './constants.ts';
import { REQUIRED_PROPERTY_MESSAGE } from './dynamic-properties.ts';
import type { SectionProperty } from './programs.ts';
import {
  gregorianOfHijri,
  ORGANIZATION_QUESTION_NAMES,
  ORGANIZATION_QUESTIONS,
  QURBAN_UNITS,
  qurbanMessages,
  qurbanRequestSectionSchema,
  qurbanRequestTotals,
  qurbanSlaughterDay,
  slaughterDayOfYear,
} from './qurban.ts';
import { sectionDataSchemaFor, sectionDataSchemas } from './section-data.ts';
import type { z } from './zod.ts';

const messagesOf = (schema: z.ZodType | undefined, input: unknown) =>
  Object.fromEntries(
    (schema?.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

const allAnswered = (answer: boolean | string) =>
  Object.fromEntries(ORGANIZATION_QUESTION_NAMES.map((name) => [name, answer]));

/** The catalogue's questions: optional there (spec §5), as the seed defines them. */
const catalogueQuestions: SectionProperty[] = ORGANIZATION_QUESTIONS.map(({ name, label }, i) => ({
  idSectionProperty: i + 1,
  columnname: name,
  label,
  type: 'radio',
  valueType: 'boolean',
  required: false,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  order: i + 1,
}));

describe('§3/§5 organisation questions: every yes/no answer required ("Pertanyaan harus dijawab")', () => {
  it('names the spec entity’s thirteen yes/no questions, each with its text', () => {
    expect(ORGANIZATION_QUESTION_NAMES).toEqual([
      'salafiInstitution',
      'annualQurbanProgram',
      'similarQurbanProgramAround',
      'qurbanDistributionLastYear',
      'routineDawahEducationSocialPrograms',
      'bannerPrintingPlace',
      'qurbanOnTime',
      'qurbanActivityCollaborationApproval',
      'documentationAndReports',
      'useOfDocumentationReports',
      'governmentQurbanRegulationsCompliance',
      'qurbanAccordingToSunnah',
      'qurbanBeneficiariesLastYear',
    ]);
    for (const question of ORGANIZATION_QUESTIONS) expect(question.label).toMatch(/^Apakah .+\?$/);
  });

  it('refuses every unanswered question with the spec message, though optional in the catalogue', () => {
    const schema = sectionDataSchemaFor('organization-question', {
      idProgram: 40,
      individual: false,
      properties: catalogueQuestions,
    });
    expect(messagesOf(schema, {})).toEqual(allAnswered(qurbanMessages.questionRequired));
    expect(qurbanMessages.questionRequired).toBe('Pertanyaan harus dijawab');
    const oneLeft = { ...allAnswered('true'), qurbanOnTime: '' };
    expect(messagesOf(schema, oneLeft)).toEqual({ qurbanOnTime: 'Pertanyaan harus dijawab' });
  });

  it('accepts "Tidak" as an answer: answered either way, read from the radio’s "true"/"false"', () => {
    const parsed = sectionDataSchemas['organization-question'].parse({
      ...allAnswered('false'),
      salafiInstitution: 'true',
    });
    expect(parsed).toEqual({ ...allAnswered(false), salafiInstitution: true });
  });

  it('checks the catalogue’s other properties of the step as the catalogue defines them', () => {
    const frequency: SectionProperty = {
      ...catalogueQuestions[0]!,
      columnname: 'dawahActivitiesFrequency',
      type: 'select',
      valueType: 'string',
      required: true,
      options: [{ value: 'Setiap Hari', label: 'Setiap Hari' }],
    };
    const schema = sectionDataSchemaFor('organization-question', {
      idProgram: 40,
      individual: false,
      properties: [...catalogueQuestions, frequency],
    });
    expect(messagesOf(schema, allAnswered(true))).toEqual({
      dawahActivitiesFrequency: REQUIRED_PROPERTY_MESSAGE,
    });
    expect(schema?.parse({ ...allAnswered(true), dawahActivitiesFrequency: 'Setiap Hari' })).toMatchObject({
      dawahActivitiesFrequency: 'Setiap Hari',
      qurbanOnTime: true,
    });
  });
});

const row = (
  idRecipientUnit: number,
  numberOfSubmission: unknown,
  priceForecast: unknown,
  reason?: string,
) => ({
  idRecipientUnit,
  numberOfSubmission,
  priceForecast,
  reason,
});
const request = {
  shoppingDate: '2026-05-20',
  recipientDetails: [row(1, 1, 21_000_000, 'Jamaah bertambah'), row(2, 3, 3_500_000), row(3, 0, 0)],
};

describe('§2 step 13 qurban request: deadline, and per animal a count, a price forecast and a reason', () => {
  it('has one unit per animal of spec §9: Sapi, Kambing, Domba', () => {
    expect(QURBAN_UNITS.map((unit) => unit.name)).toEqual([...QURBAN_ANIMALS]);
    expect(QURBAN_ANIMALS).toEqual(['Sapi', 'Kambing', 'Domba']);
  });

  it('accepts a complete request, counts and prices at 0 included', () => {
    expect(qurbanRequestSectionSchema.parse(request).recipientDetails[2]).toEqual({
      idRecipientUnit: 3,
      numberOfSubmission: 0,
      priceForecast: 0,
    });
  });

  it('requires the shopping deadline, each count and each price forecast, at least 0', () => {
    expect(
      messagesOf(qurbanRequestSectionSchema, {
        shoppingDate: '',
        recipientDetails: [row(1, '', ''), row(2, -1, 5), row(3, 1, -5)],
      }),
    ).toEqual({
      shoppingDate: qurbanMessages.shoppingDateRequired,
      'recipientDetails.0.numberOfSubmission': qurbanMessages.countRequired,
      'recipientDetails.0.priceForecast': qurbanMessages.priceRequired,
      'recipientDetails.1.numberOfSubmission': 'Tidak boleh kurang dari 0',
      'recipientDetails.2.priceForecast': 'Tidak boleh kurang dari 0',
    });
  });

  it('refuses a request without exactly one row per animal, or with an unknown animal', () => {
    const missing = { ...request, recipientDetails: request.recipientDetails.slice(0, 2) };
    expect(messagesOf(qurbanRequestSectionSchema, missing)).toEqual({
      recipientDetails: qurbanMessages.animalsIncomplete,
    });
    const twice = { ...request, recipientDetails: [row(1, 1, 1), row(1, 1, 1), row(3, 1, 1)] };
    expect(messagesOf(qurbanRequestSectionSchema, twice)).toEqual({
      recipientDetails: qurbanMessages.animalsIncomplete,
    });
    const unknown = { ...request, recipientDetails: [row(1, 1, 1), row(2, 1, 1), row(9, 1, 1)] };
    expect(messagesOf(qurbanRequestSectionSchema, unknown)).toEqual({
      'recipientDetails.2.idRecipientUnit': qurbanMessages.animalInvalid,
      recipientDetails: qurbanMessages.animalsIncomplete,
    });
  });

  it('totals the animals and the Rupiah (count × price forecast)', () => {
    expect(qurbanRequestTotals(request.recipientDetails)).toEqual({
      animals: 4,
      rupiah: 21_000_000 + 3 * 3_500_000,
    });
    expect(qurbanRequestTotals([row(1, '', 5)])).toEqual({ animals: 0, rupiah: 0 });
  });
});

describe('§9 Hijri year and the slaughter day (Umm al-Qura, Intl islamic-umalqura)', () => {
  it('is 1446 H in production and 1445 H elsewhere', () => {
    expect(qurbanSlaughterDay(true)).toMatchObject({ hijriYear: 1446, label: '10 Dzulhijjah 1446H' });
    expect(qurbanSlaughterDay(false)).toMatchObject({ hijriYear: 1445, label: '10 Dzulhijjah 1445H' });
    expect(qurbanSlaughterDay(true).label).toBe(qurbanSlaughterDayLabel(true));
    expect(slaughterDayOfYear(1447)).toMatchObject({ hijriYear: 1447, label: '10 Dzulhijjah 1447H' });
  });

  it('dates 10 Dzulhijjah 1445 H on 16 June 2024 and 1446 H on 6 June 2025', () => {
    expect(qurbanSlaughterDay(false).date).toBe('2024-06-16');
    expect(qurbanSlaughterDay(true).date).toBe('2025-06-06');
  });

  it('finds other Umm al-Qura days too (1 Muharram 1446 H = 7 July 2024; 1 Ramadhan 1445 H = 11 March 2024)', () => {
    expect(gregorianOfHijri(1446, 1, 1)).toBe('2024-07-07');
    expect(gregorianOfHijri(1445, 9, 1)).toBe('2024-03-11');
    expect(() => gregorianOfHijri(1445, 12, 31)).toThrow(RangeError);
  });
});
