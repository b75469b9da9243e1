import { describe, expect, it } from 'vitest';
import { applicantMessages } from './applicant.ts';
import { REQUIRED_PROPERTY_MESSAGE } from './dynamic-properties.ts';
import { SECTION_ROUTES, type SectionProperty } from './programs.ts';
import { requirementMessages } from './requirements.ts';
import { SUB_PROGRAM_REQUIRED_MESSAGE, sectionDataSchemaFor, sectionDataSchemas } from './section-data.ts';
import type { z } from './zod.ts';

const messagesOf = (schema: z.ZodType | undefined, input: unknown) =>
  Object.fromEntries(
    (schema?.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

const WIZARD_ROUTES = [
  'reference',
  'referrer',
  'family',
  'non-hsi-helped',
  'bank-account',
  'hsi-helped',
  'close-relative',
  'loans',
  'sub-program',
  'expenses',
  'personal-data',
  'incomes',
  'assets',
  'requirement',
  'skill',
  'teacher',
  'patient',
  'documents',
] as const;

describe('issue 3: every step of the individual wizard has the schema of its saved data', () => {
  it.each(WIZARD_ROUTES)('%s', (route) => {
    expect(SECTION_ROUTES).toContain(route);
    expect(sectionDataSchemaFor(route, { idProgram: 4, individual: true })).toBeDefined();
  });

  it.each(['last-year-qurban', 'nonsense'])('a step of a later issue (%s) has none yet', (route) => {
    expect(sectionDataSchemaFor(route, { idProgram: 40, individual: false })).toBeUndefined();
  });
});

describe('§5 sub-programme step: "Anda harus memilih minimal satu sub program!"', () => {
  it.each([
    [{ idProgramChildren: [] }, { idProgramChildren: SUB_PROGRAM_REQUIRED_MESSAGE }],
    [{}, { idProgramChildren: SUB_PROGRAM_REQUIRED_MESSAGE }],
    [{ idProgramChildren: [12] }, {}],
  ])('%j → %j', (input, messages) => {
    expect(messagesOf(sectionDataSchemas['sub-program'], input)).toEqual(messages);
  });
});

describe('§5 expenses step as submitted drops entries with no type or zero nominal', () => {
  it('keeps only the costs that exist', () => {
    const rows = [
      { idExpenseType: 1, nominal: 0 },
      { idExpenseType: 2, nominal: 900000 },
      { idExpenseType: null, nominal: 0 },
    ];
    expect(sectionDataSchemas.expenses.parse(rows)).toEqual([{ idExpenseType: 2, nominal: 900000 }]);
  });
});

const prop = (columnname: string, extras: Partial<SectionProperty> = {}): SectionProperty => ({
  idSectionProperty: 1,
  columnname,
  label: columnname,
  type: 'text',
  valueType: 'string',
  required: false,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  order: 1,
  ...extras,
});

const reference = {
  whatsappNumber: '6281234567890',
  fullName: 'Siti Aminah',
  placeOfBirth: 'Bandung',
  dateOfBirth: '1990-01-02',
  gender: 'Perempuan',
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327301,
  idSubDistrict: 3273011001,
  fullAddress: 'Jl. Mawar No. 1',
  postalCode: '40111',
  addressSameWithKTP: true,
};

describe('§5 programme rules at submission (sectionDataSchemaFor)', () => {
  const marriage = prop('marriage', { required: true, type: 'select' });

  it.each([
    [
      'programme 4: residence and marriage (property required)',
      4,
      [marriage],
      {
        marriage: applicantMessages.marriageRequired,
        idStatusResidence: applicantMessages.residenceRequired,
        lengthOfStay: applicantMessages.lengthOfStayRequired,
      },
    ],
    [
      'programme 4, marriage property not required',
      4,
      [],
      {
        idStatusResidence: applicantMessages.residenceRequired,
        lengthOfStay: applicantMessages.lengthOfStayRequired,
      },
    ],
    ['programme 1 skips the residence rules', 1, [marriage], {}],
  ])('%s', (_case, idProgram, properties, messages) => {
    const schema = sectionDataSchemaFor('reference', { idProgram, individual: true, properties });
    expect(messagesOf(schema, { ...reference, lengthOfStay: '' })).toEqual(messages);
  });

  it('the referrer of an institution programme cannot choose 0 km', () => {
    const input = {
      distanceWithReference: 0,
      idRelationshipWithReference: 8,
      reason: 'x',
      idStatusResidence: 1,
      lengthOfStay: 1,
    };
    const schema = sectionDataSchemaFor('referrer', { idProgram: 20, individual: false });
    expect(messagesOf(schema, input)).toEqual({ distanceWithReference: applicantMessages.distanceInvalid });
  });

  it('the requirement rules of programme 10 with the configured foundation name', () => {
    const schema = sectionDataSchemaFor('requirement', {
      idProgram: 10,
      individual: true,
      foundationName: 'HSI Berbagi',
      hasFoundationAidInLast6Months: true,
    });
    expect(messagesOf(schema, { accompanyVerifier: true, poor: true, noAssistance6Month: true })).toEqual({
      noAssistance6Month: requirementMessages.noAssistance6Month('HSI Berbagi'),
    });
  });
});

describe('§5 programme-defined properties on a step', () => {
  const context = { idProgram: 1, individual: true };

  it('a required property the step knows gets "Kolom ini wajib diisi"; others their own rules', () => {
    const properties = [prop('reason', { required: true }), prop('trouble', { required: true })];
    const schema = sectionDataSchemaFor('reference', { ...context, properties });
    expect(messagesOf(schema, reference)).toEqual({
      reason: REQUIRED_PROPERTY_MESSAGE,
      trouble: REQUIRED_PROPERTY_MESSAGE,
    });
  });

  it('a property the step does not know is validated and kept; unknown keys are stripped', () => {
    const properties = [prop('favouriteSurah', { required: true }), prop('hafalan', { valueType: 'number' })];
    const schema = sectionDataSchemaFor('reference', { ...context, properties });
    expect(messagesOf(schema, reference)).toEqual({ favouriteSurah: REQUIRED_PROPERTY_MESSAGE });
    const data = schema?.parse({ ...reference, favouriteSurah: 'Al-Mulk', hafalan: '2', junk: true });
    expect(data).toMatchObject({ favouriteSurah: 'Al-Mulk', hafalan: 2, fullName: 'Siti Aminah' });
    expect(data).not.toHaveProperty('junk');
  });

  it('a disabled required property is not asked', () => {
    const schema = sectionDataSchemaFor('reference', {
      ...context,
      properties: [prop('reason', { required: true, enable: false })],
    });
    expect(messagesOf(schema, reference)).toEqual({});
  });

  it('the step keeps its own message for a field it validates', () => {
    const schema = sectionDataSchemaFor('reference', {
      ...context,
      properties: [prop('fullName', { required: true })],
    });
    expect(messagesOf(schema, { ...reference, fullName: '' })).toEqual({
      fullName: applicantMessages.fullNameRequired,
    });
  });

  it('a defaulted field counts as given (lengthOfStay 0, relationship 8)', () => {
    const properties = [
      prop('lengthOfStay', { required: true, valueType: 'number' }),
      prop('idRelationshipWithReference', { required: true, valueType: 'number' }),
    ];
    expect(messagesOf(sectionDataSchemaFor('reference', { ...context, properties }), reference)).toEqual({});
  });
});
