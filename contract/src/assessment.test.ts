import { describe, expect, it } from 'vitest';
import {
  type AssessmentInputs,
  assessmentCreateSchema,
  assessmentSnapshotSchema,
  assessmentsMissing,
  assessmentUpdateSchema,
  assistanceCreateSchema,
  familyMembersCounted,
  hadKifayahSchema,
  moneyLines,
  SCORING_RULE_VERSION,
  SCORING_RULES,
  type ScoringRule,
  scoringRule,
  snapshotOf,
  sumOf,
} from './assessment.ts';
import { totalScore } from './scoring.ts';
import { isPastAssessment, movesPastAssessment, statusDecisionMessages } from './status-decisions.ts';

const input = (value: number, source: 'verifier' | 'applicant' | 'programme' = 'verifier') => ({
  value,
  source,
  verified: source !== 'applicant',
  items: [],
});

const INPUTS: AssessmentInputs = {
  income: input(1_500_000),
  livingCost: input(1_350_000, 'applicant'),
  familyCount: input(2),
  hadKifayah: input(1_000_000, 'programme'),
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('versioned scoring rules', () => {
  it('the current version exists and is the spec §9 score of scoring.ts', () => {
    const rule = scoringRule(SCORING_RULE_VERSION);
    expect(rule?.version).toBe(SCORING_RULE_VERSION);
    const scoring = { income: 1_500_000, livingCost: 1_350_000, familyCount: 2, hadKifayah: 1_000_000 };
    expect(rule?.score(scoring)).toEqual(totalScore(scoring));
  });

  it('every version is numbered by its key', () => {
    for (const [key, rule] of Object.entries(SCORING_RULES)) expect(rule.version).toBe(Number(key));
  });

  it('an unknown version is undefined, not a fallback', () => {
    expect(scoringRule(999)).toBeUndefined();
  });

  it('a snapshot keeps its inputs, its version and its result; a later version does not change it', () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    const stored = snapshotOf(INPUTS, at);
    expect(stored).toEqual({
      ruleVersion: 1,
      inputs: INPUTS,
      result: {
        economic: { ratio: 1_500_000 / 1_350_000, label: 'MAMPU', weight: 0 },
        livability: { ratio: 0.75, label: '76-99%', weight: 0.2 },
        total: 0.2,
      },
      computedAt: '2026-11-28T10:00:00.000Z',
    });
    const frozen = JSON.parse(JSON.stringify(stored));
    // A hypothetical version 2 that weighs everything as the greatest need.
    const v2: ScoringRule = {
      version: 2,
      description: 'uji',
      score: () => ({
        economic: { ratio: 0, label: 'FAKIR', weight: 0.5 },
        livability: { ratio: 0, label: '0-40%', weight: 0.5 },
        total: 1,
      }),
    };
    const recomputed = snapshotOf(INPUTS, at, v2);
    expect(recomputed.ruleVersion).toBe(2);
    expect(recomputed.result.total).toBe(1);
    expect(stored).toEqual(frozen);
  });

  it('the snapshot shape round-trips through JSON (a jsonb column)', () => {
    const stored = snapshotOf(INPUTS, new Date());
    expect(assessmentSnapshotSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(assessmentSnapshotSchema.safeParse({ ...stored, ruleVersion: 'satu' }).success).toBe(false);
    expect(assessmentSnapshotSchema.safeParse({ ...stored, inputs: { income: INPUTS.income } }).success).toBe(
      false,
    );
  });

  it('scores at the §9 boundaries through the snapshot', () => {
    const with_ = (income: number, livingCost: number, familyCount: number, hadKifayah: number) =>
      snapshotOf(
        {
          income: input(income),
          livingCost: input(livingCost),
          familyCount: input(familyCount),
          hadKifayah: input(hadKifayah, 'programme'),
        },
        new Date(),
      ).result;
    expect(with_(500_000, 1_000_000, 1, 500_000)).toMatchObject({ total: 0.3 }); // MISKIN + 100%
    expect(with_(499_999, 1_000_000, 1, 1_219_510)).toMatchObject({ total: 1 }); // FAKIR + 0-40%
    expect(with_(1_230_000, 1_000_000, 3, 1_000_000)).toMatchObject({ total: 0.35 }); // 41% exactly
  });
});

describe('inputs from section data', () => {
  it('adds up income and expense lines; text numbers count, junk counts 0', () => {
    const lines = moneyLines(
      [
        { idIncomeType: 1, nominal: 1_000_000 },
        { idIncomeType: 2, nominal: '500000' },
        { idIncomeType: 3, nominal: -5 },
        { idIncomeType: 4, nominal: 'abc' },
        null,
      ],
      'idIncomeType',
    );
    expect(lines.map((l) => l.value)).toEqual([1_000_000, 500_000, 0, 0]);
    expect(sumOf(lines)).toBe(1_500_000);
    expect(moneyLines({ not: 'a list' }, 'idExpenseType')).toEqual([]);
  });

  it('counts members living together, the recipient once', () => {
    const family = {
      members: [
        { name: 'Aisyah', isLiveTogether: true },
        { name: 'Umar', isLiveTogether: false },
        { name: 'Diri sendiri', idUser: 5, idUserFamily: 5 },
        { name: 'Fatimah' },
      ],
    };
    expect(familyMembersCounted(family).map((m) => m.name)).toEqual(['Aisyah', 'Fatimah']);
    expect(familyMembersCounted(null)).toEqual([]);
  });
});

describe('the assessor’s save', () => {
  it('requires a recommendation and a note, in Indonesian', () => {
    expect(messages(assessmentCreateSchema.safeParse({ idProposal: 1 }))).toEqual({
      recommendation: 'Rekomendasi harus dipilih',
      note: 'Catatan penilaian harus diisi',
    });
    expect(
      messages(assessmentCreateSchema.safeParse({ idProposal: 1, recommendation: 'MUNGKIN', note: ' ' })),
    ).toEqual({ recommendation: 'Rekomendasi harus dipilih', note: 'Catatan penilaian harus diisi' });
    expect(messages(assessmentUpdateSchema.safeParse({ recommendation: 'LAYAK', note: 'ok' }))).toEqual({
      idVerificationAssesor: 'Penilaian harus diisi',
    });
    expect(
      assessmentCreateSchema.parse({ idProposal: '3', recommendation: 'LAYAK', note: ' Keluarga layak ' }),
    ).toEqual({ idProposal: 3, recommendation: 'LAYAK', note: 'Keluarga layak' });
  });

  it('counts the assessments still missing', () => {
    expect(assessmentsMissing(0, 2)).toBe(2);
    expect(assessmentsMissing(1, 2)).toBe(1);
    expect(assessmentsMissing(3, 2)).toBe(0);
  });
});

describe('the minimumAssesor rule of the status decision', () => {
  const flow = [1, 4, 3, 5, 6, 7, 8, 10, 12, 9, 13].map((id, i) => ({
    idProposalStatus: id,
    name: `S${id}`,
    order: i + 1,
  }));
  it.each([
    [8, true],
    [10, true],
    [12, true],
    [7, false],
    [6, false],
    [3, false],
    [9, false], // a refusal needs no scores
    [13, false],
  ])('moving to %d is past assessment: %s', (target, expected) => {
    expect(isPastAssessment(flow, target)).toBe(expected);
  });
  it('a move from a status already past assessment is not gated again; a refused one reopened is', () => {
    expect(movesPastAssessment(flow, 6, 8)).toBe(true);
    expect(movesPastAssessment(flow, 8, 10)).toBe(false);
    expect(movesPastAssessment(flow, 9, 8)).toBe(true);
    expect(movesPastAssessment(flow, 1, 4)).toBe(false);
  });
  it('a flow without the assessment status has no such rule', () => {
    expect(
      isPastAssessment(
        flow.filter((s) => s.idProposalStatus !== 7),
        8,
      ),
    ).toBe(false);
  });
  it('names the missing count', () => {
    expect(statusDecisionMessages.assessmentsMissing(1, 2)).toBe(
      'Penilaian assessor belum cukup: masih kurang 1 dari 2 penilaian yang dibutuhkan program ini',
    );
  });
});

describe('the aid decided', () => {
  it('requires amount, form and date, in Indonesian', () => {
    expect(messages(assistanceCreateSchema.safeParse({ idProposal: 1 }))).toEqual({
      amount: 'Nominal bantuan harus diisi',
      form: 'Bentuk bantuan harus dipilih',
      date: 'Tanggal bantuan harus diisi',
    });
    expect(
      messages(
        assistanceCreateSchema.safeParse({
          idProposal: 1,
          amount: 0,
          form: 'Transfer bank',
          date: '2026-12-01',
        }),
      ),
    ).toEqual({ amount: 'Nominal bantuan harus lebih dari 0' });
    expect(
      assistanceCreateSchema.parse({
        idProposal: 1,
        amount: '1500000',
        form: 'Transfer bank',
        date: '2026-12-01',
      }),
    ).toEqual({ idProposal: 1, amount: 1_500_000, form: 'Transfer bank', date: '2026-12-01' });
  });

  it('the kifayah threshold is a positive amount', () => {
    expect(hadKifayahSchema.safeParse(0).success).toBe(false);
    expect(hadKifayahSchema.parse('1200000')).toBe(1_200_000);
  });
});
