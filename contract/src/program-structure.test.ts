import { describe, expect, it } from 'vitest';
import {
  type ProgramStructureInput,
  programStructureInputSchema,
  programStructureMessages,
  stepsOfInput,
  structureInputOf,
} from './program-structure.ts';
import { sectionId, withSubProgramStep } from './programs.ts';

const catalogue = [
  { idSection: sectionId('personal-data'), route: 'personal-data', name: 'Data Diri' },
  { idSection: sectionId('skill'), route: 'skill', name: 'Keterampilan' },
];
const subProgram = { idSection: sectionId('sub-program'), route: 'sub-program', name: 'Pilih Program' };

const input: ProgramStructureInput = {
  sections: [
    { idSection: sectionId('skill'), needVerification: true, properties: [] },
    {
      idSection: sectionId('personal-data'),
      needVerification: false,
      properties: [
        {
          columnName: 'alasanMengajukan',
          label: 'Alasan mengajukan',
          type: 'textarea',
          valueType: 'string',
          required: true,
          enable: true,
          source: 'manual',
          options: null,
          lookup: null,
          idDocumentType: null,
          hint: null,
        },
        {
          columnName: 'jumlahAnak',
          label: 'Jumlah anak',
          type: 'number',
          valueType: 'number',
          required: false,
          enable: true,
          source: 'manual',
          options: null,
          lookup: null,
          idDocumentType: null,
          hint: 'Anak yang masih ditanggung',
        },
      ],
    },
  ],
};

describe("the editor's preview of an unsaved form (issue 36 item 7)", () => {
  it('draws the steps in the order given, numbered as publishing numbers them, and reads back as the same form', () => {
    const steps = stepsOfInput(input, catalogue);
    expect(steps.map((step) => [step.order, step.route, step.section.name])).toEqual([
      [1, 'skill', 'Keterampilan'],
      [2, 'personal-data', 'Data Diri'],
    ]);
    expect(steps[1]?.properties.map((p) => [p.order, p.columnname])).toEqual([
      [1, 'alasanMengajukan'],
      [2, 'jumlahAnak'],
    ]);
    const ids = steps.flatMap((step) => step.properties.map((p) => p.idSectionProperty));
    expect(new Set(ids).size).toBe(ids.length);
    expect(structureInputOf(steps)).toEqual(input);
  });

  it('leaves out a step the catalogue does not hold', () => {
    const unknown = { sections: [...input.sections, { ...input.sections[0]!, idSection: 999 }] };
    expect(stepsOfInput(unknown, catalogue)).toHaveLength(2);
  });

  it('puts the synthetic sub-programme step after the steps that say who applies', () => {
    const steps = withSubProgramStep(stepsOfInput(input, catalogue), subProgram);
    expect(steps.map((step) => [step.order, step.route, step.synthetic])).toEqual([
      [1, 'skill', false],
      [2, 'personal-data', false],
      [3, 'sub-program', true],
    ]);
    expect(withSubProgramStep(steps, subProgram)).toBe(steps);
  });
});

describe('what questions a step may take (issue 36, the editor)', () => {
  const question = input.sections[1]!.properties[0]!;
  const issuesOf = (
    idSection: number,
    properties: ProgramStructureInput['sections'][number]['properties'],
  ) => {
    const parsed = programStructureInputSchema.safeParse({
      sections: [{ idSection, needVerification: false, properties }],
    });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('refuses a question on a list step, which the wizard could never ask', () => {
    for (const route of ['incomes', 'expenses', 'assets', 'loans'] as const)
      expect(issuesOf(sectionId(route), [question])).toEqual([
        ['sections.0.properties', programStructureMessages.listStepTakesNoQuestions],
      ]);
    expect(issuesOf(sectionId('incomes'), [])).toEqual([]);
  });

  it('takes a lookup only from the tables the wizard knows', () => {
    const choice = { ...question, type: 'select' as const, options: null };
    expect(issuesOf(sectionId('personal-data'), [{ ...choice, lookup: 'relationships' }])).toEqual([]);
    expect(issuesOf(sectionId('personal-data'), [{ ...choice, lookup: 'users' as 'jobs' }])).toEqual([
      ['sections.0.properties.0.lookup', programStructureMessages.invalidLookup],
    ]);
  });

  it('asks a step drawn from its questions for every column its rules need, switched on', () => {
    const ask = (columnName: string, enable = true) => ({ ...question, columnName, enable });
    expect(issuesOf(sectionId('skill'), [ask('businessAble')])).toEqual([
      ['sections.0.properties', programStructureMessages.stepNeedsColumns(['description'])],
    ]);
    expect(issuesOf(sectionId('skill'), [ask('businessAble'), ask('description', false)])).toEqual([
      ['sections.0.properties', programStructureMessages.stepNeedsColumns(['description'])],
    ]);
    expect(issuesOf(sectionId('skill'), [ask('businessAble'), ask('description')])).toEqual([]);
  });
});
