import { describe, expect, it } from 'vitest';
import {
  countsAgainstSixMonthRule,
  requirementMessages as m,
  REQUIREMENT_FLAGS,
  requirementSchema,
  requirementSchemaFor,
  requirementViolations,
} from './requirements.ts';

const NAME = 'HSI Berbagi';
const consent = { accompanyVerifier: true };
const noAid = { hasFoundationAidInLast6Months: false, foundationName: NAME };

describe('§5 requirement/consent rules (requirementViolations)', () => {
  it.each([
    ['individual programme, consent given', 4, consent, noAid, []],
    // One consent to give: it is named, not "semua ketentuan" (issue 32 item 9).
    ['nothing ticked, one consent asked', 4, {}, noAid, [m.accompanyVerifier(NAME)]],
    [
      'all flags false, one consent asked',
      4,
      Object.fromEntries(REQUIREMENT_FLAGS.map((f) => [f, false])),
      noAid,
      [m.accompanyVerifier(NAME)],
    ],
    ['nothing ticked, several asked (programme 10)', 10, {}, noAid, [m.allTerms]],
    ['nothing ticked, several asked (scholarship 27)', 27, {}, noAid, [m.allTerms]],
    ['another flag but no data consent', 4, { testimonial: true }, noAid, [m.accompanyVerifier(NAME)]],
    ['scholarship 27 without photo and school', 27, consent, noAid, [m.published, m.coordinateWithSchool]],
    ['scholarship 31 with both', 31, { ...consent, published: true, coordinateWithSchool: true }, noAid, []],
    ['qurban 40 without photo publishing', 40, consent, noAid, [m.published]],
    ['qurban 41 with photo publishing', 41, { ...consent, published: true }, noAid, []],
    [
      'programme 10 without poor and 6-month declarations',
      10,
      consent,
      noAid,
      [m.poor, m.noAssistance6Month(NAME)],
    ],
    ['programme 10, all declared', 10, { ...consent, poor: true, noAssistance6Month: true }, noAid, []],
    [
      'programme 10, declared but aid received in the last 6 months',
      10,
      { ...consent, poor: true, noAssistance6Month: true },
      { ...noAid, hasFoundationAidInLast6Months: true },
      [m.noAssistance6Month(NAME)],
    ],
    [
      'programme 10, declared poor but scored not poor',
      10,
      { ...consent, poor: true, noAssistance6Month: true },
      { ...noAid, isPoor: false },
      [m.poor],
    ],
    [
      'programme 4 ignores the aid history',
      4,
      consent,
      { ...noAid, hasFoundationAidInLast6Months: true },
      [],
    ],
  ])('%s', (_case, idProgram, answers, context, messages) => {
    expect(requirementViolations(idProgram, answers, context)).toEqual(messages);
  });
});

describe('§5 requirement messages, verbatim, with the configured foundation name', () => {
  it.each([
    [m.accompanyVerifier('HSI Berbagi'), 'Anda harus setuju HSI Berbagi dapat mengelola data pribadi Anda'],
    [m.published, 'Anda harus setuju bahwa photo akan dipublikasikan kepada muhsinin'],
    [m.coordinateWithSchool, 'Anda harus bersedia membantu berkoordinasi dengan pihak sekolah'],
    [
      m.allTerms,
      'Anda harus menyetujui semua ketentuan yang berhubungan dengan pengajuan ini terlebih dahulu',
    ],
    [m.poor, 'Program ini hanya ditujukan untuk Faqir/Miskin'],
    [
      m.noAssistance6Month('HSI Berbagi'),
      'Program ini ditujukan untuk yang tidak mengajukan bantuan HSI Berbagi dalam 6 bulan terakhir, kecuali bantuan Kesehatan, program Ramadhan, atau Program Peduli Pengurus',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('without a configured name the message still reads well', () => {
    expect(requirementViolations(4, { testimonial: true }, { hasFoundationAidInLast6Months: false })).toEqual(
      ['Anda harus setuju yayasan dapat mengelola data pribadi Anda'],
    );
  });
});

describe('§9 the 6-month rule excepts health, Ramadan and caretaker-support programmes', () => {
  it.each([
    [1, false],
    [9, false],
    [11, false],
    [12, false],
    [13, false],
    [30, false],
    [2, true],
    [10, true],
    [27, true],
  ])('a proposal in programme %i counts: %s', (idProgram, counts) => {
    expect(countsAgainstSixMonthRule(idProgram)).toBe(counts);
  });
});

describe('requirement step data', () => {
  it('flags are checkboxes: missing means unchecked, "true" from a form is checked', () => {
    const data = requirementSchema.parse({ accompanyVerifier: 'true', unknown: 1 });
    expect(data.accompanyVerifier).toBe(true);
    expect(data.poor).toBe(false);
    expect(data).not.toHaveProperty('unknown');
  });

  it('requirementSchemaFor puts each broken rule on its flag', () => {
    const result = requirementSchemaFor(10, noAid).safeParse({ accompanyVerifier: true });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['poor', m.poor],
      ['noAssistance6Month', m.noAssistance6Month(NAME)],
    ]);
  });
});
