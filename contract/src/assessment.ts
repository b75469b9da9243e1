/**
 * The assessor's work (issue 36, spec §3 "Scoring inputs", §6 role 8, §7
 * `/verificationassesor/proposal/{id}` and `/assistance/proposal/{id}`, §9 scoring; decision 0044):
 * the spec's score of a proposal computed by `scoring.ts`, each input shown with where it came from,
 * the assessor's recommendation and note kept with a snapshot of what they judged on (inputs, rule
 * version, result), and the aid decided for the proposal.
 */
import { idParam } from './api.ts';
import {
  optionalText,
  requiredChoice,
  requiredCount,
  requiredDate,
  requiredId,
  requiredText,
} from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import { type ScoringInput, totalScore } from './scoring.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const assessmentMessages = {
  recommendationRequired: 'Rekomendasi harus dipilih',
  noteRequired: 'Catatan penilaian harus diisi',
  proposalRequired: 'Proposal harus diisi',
  assessmentRequired: 'Penilaian harus diisi',
  notFound: 'Penilaian tidak ditemukan',
  /** Reading is wider than writing: programme admins see the assessments, only assessors save them. */
  notAssessor: 'Hanya assessor program ini yang dapat menyimpan penilaian',
  notYours: 'Anda hanya dapat mengubah penilaian Anda sendiri',
  decided: 'Pengajuan ini sudah diputuskan; penilaian tidak dapat diubah lagi',
  saved: 'Penilaian tersimpan',
  recomputed: 'Penilaian dihitung ulang dengan aturan terbaru; hasil semula tetap tersimpan',
  unverified: 'Belum diverifikasi',
  ruleVersion: (version: number) => `Aturan penilaian versi ${version}`,
  /** Spec §9's hint of how many assessments the programme needs. */
  count: (count: number, minimum: number) => `${count} dari ${minimum} penilaian assessor`,
} as const;

export const assistanceMessages = {
  amountRequired: 'Nominal bantuan harus diisi',
  amountPositive: 'Nominal bantuan harus lebih dari 0',
  amountTooBig: 'Nominal bantuan terlalu besar',
  formRequired: 'Bentuk bantuan harus dipilih',
  dateRequired: 'Tanggal bantuan harus diisi',
  notAllowed: 'Anda tidak berwenang mencatat bantuan untuk pengajuan ini',
  exists: 'Bantuan untuk pengajuan ini sudah dicatat; ubah catatannya',
  notFound: 'Catatan bantuan tidak ditemukan',
  saved: 'Bantuan tersimpan',
  none: 'Bantuan belum diputuskan',
} as const;

// ---------------------------------------------------------------------------------------------
// Versioned scoring rules
// ---------------------------------------------------------------------------------------------

/** One band of a score: the ratio computed, its label and weight. */
export const scoreBandSchema = z.object({
  ratio: z.number(),
  label: z.string(),
  weight: z.number(),
});

/** The result of a rule version: spec §9's two weights and their sum. */
export const scoreResultSchema = z.object({
  economic: scoreBandSchema,
  livability: scoreBandSchema,
  /** economic.weight + livability.weight (0 to 1); the higher, the greater the need. */
  total: z.number(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** A rule set: its version number and how it scores the inputs. */
export type ScoringRule = {
  version: number;
  /** What the version is, in Indonesian, for the assessment page. */
  description: string;
  score: (input: ScoringInput) => ScoreResult;
};

/**
 * Every rule version ever used, by number. A stored assessment names its version and keeps its
 * result, so a new version never changes it; a new version is added here (never edited in place)
 * and `SCORING_RULE_VERSION` moves to it.
 */
export const SCORING_RULES: Readonly<Record<number, ScoringRule>> = {
  1: {
    version: 1,
    description:
      'Status ekonomi (pendapatan ÷ biaya hidup) ditambah kelayakan hidup (pendapatan ÷ had kifayah ÷ jumlah keluarga)',
    score: totalScore,
  },
};

/** The version new assessments are scored with. */
export const SCORING_RULE_VERSION = 1;

/** A rule version, or undefined for one this build does not know. */
export const scoringRule = (version: number): ScoringRule | undefined => SCORING_RULES[version];

// ---------------------------------------------------------------------------------------------
// Inputs and where they came from
// ---------------------------------------------------------------------------------------------

/**
 * Where an input came from: the field verifier's record of the section, the applicant's answer
 * (not verified), the programme's setting (the kifayah threshold), or nowhere: the programme's form
 * has no such step, so the rule's default for a missing value stands.
 */
export const INPUT_SOURCES = ['verifier', 'applicant', 'programme', 'absent'] as const;
export type InputSource = (typeof INPUT_SOURCES)[number];

export const INPUT_SOURCE_LABELS: Record<InputSource, string> = {
  verifier: 'Hasil verifikasi lapangan',
  applicant: 'Data pemohon (belum diverifikasi)',
  programme: 'Pengaturan program',
  absent: 'Tidak ditanyakan di formulir program ini',
};

/** The scoring inputs of spec §3 and §9, in the order the page shows them. */
export const ASSESSMENT_INPUTS = ['income', 'livingCost', 'familyCount', 'hadKifayah'] as const;
export type AssessmentInputName = (typeof ASSESSMENT_INPUTS)[number];

export const INPUT_LABELS: Record<AssessmentInputName, string> = {
  income: 'Pendapatan per bulan',
  livingCost: 'Biaya hidup per bulan',
  familyCount: 'Jumlah anggota keluarga',
  hadKifayah: 'Had kifayah per orang per bulan',
};

/** One line that adds up to an input (an income or expense of the list, a family member). */
export const inputItemSchema = z.object({ label: z.string(), value: z.number() });
export type InputItem = z.infer<typeof inputItemSchema>;

/** One scoring input: its value, where it came from and what it was added up from. */
export const assessmentInputSchema = z.object({
  value: z.number(),
  source: z.enum(INPUT_SOURCES),
  /** False when the value is the applicant's own answer, not checked by a field verifier. */
  verified: z.boolean(),
  items: z.array(inputItemSchema),
});
export type AssessmentInput = z.infer<typeof assessmentInputSchema>;

export const assessmentInputsSchema = z.object({
  income: assessmentInputSchema,
  livingCost: assessmentInputSchema,
  familyCount: assessmentInputSchema,
  hadKifayah: assessmentInputSchema,
});
export type AssessmentInputs = z.infer<typeof assessmentInputsSchema>;

/**
 * What an assessment is kept with (decision 0044): the inputs as they were, the rule version and its
 * result, and when it was computed. Read months later, it says exactly why the family scored so.
 */
export const assessmentSnapshotSchema = z.object({
  ruleVersion: z.number().int(),
  inputs: assessmentInputsSchema,
  result: scoreResultSchema,
  /** ISO-8601 instant of the computation. */
  computedAt: z.string(),
});
export type AssessmentSnapshot = z.infer<typeof assessmentSnapshotSchema>;

/** The scoring input of the contract's rules, from the inputs with their sources. */
export const scoringInputOf = (inputs: AssessmentInputs): ScoringInput => ({
  income: inputs.income.value,
  livingCost: inputs.livingCost.value,
  familyCount: inputs.familyCount.value,
  hadKifayah: inputs.hadKifayah.value,
});

/** Scores the inputs under a rule version (the current one by default) into a snapshot. */
export function snapshotOf(
  inputs: AssessmentInputs,
  computedAt: Date,
  rule: ScoringRule = SCORING_RULES[SCORING_RULE_VERSION]!,
): AssessmentSnapshot {
  return {
    ruleVersion: rule.version,
    inputs,
    result: rule.score(scoringInputOf(inputs)),
    computedAt: computedAt.toISOString(),
  };
}

/** A whole amount of a list item: a number, or numeric text; anything else counts as 0. */
const amountOf = (value: unknown): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The income or expense lines of a section's data (the incomes and expenses steps, whether the
 * applicant's or the verifier's version: both are lists of `{ id…Type, nominal }`), each with the
 * type id it names. Anything not a list reads as no lines.
 */
export function moneyLines(data: unknown, typeKey: 'idIncomeType' | 'idExpenseType') {
  if (!Array.isArray(data)) return [];
  return data
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({ idType: Number(item[typeKey]) || 0, value: amountOf(item.nominal) }));
}

/** The sum of the lines' values. */
export const sumOf = (lines: readonly { value: number }[]): number =>
  lines.reduce((sum, line) => sum + line.value, 0);

/**
 * Who counts in the family count of spec §9 (decision 0044): the recipient, plus each listed member
 * who lives with them (a member marked as not living together is left out), the recipient's own
 * entry counted once. The family step's data (`{ members: [...] }`), the applicant's or the
 * verifier's; without one, the recipient alone.
 */
export function familyMembersCounted(data: unknown): { name: string }[] {
  const members = (data as { members?: unknown } | null)?.members;
  if (!Array.isArray(members)) return [];
  return members
    .filter((m): m is Record<string, unknown> => m !== null && typeof m === 'object')
    .filter((m) => m.isLiveTogether !== false)
    .filter((m) => !(m.idUserFamily != null && m.idUserFamily === m.idUser))
    .map((m) => ({ name: typeof m.name === 'string' && m.name ? m.name : 'Anggota keluarga' }));
}

// ---------------------------------------------------------------------------------------------
// The kifayah threshold: a programme setting
// ---------------------------------------------------------------------------------------------

/**
 * The kifayah threshold (had kifayah) a programme uses until its admins set their own: Rupiah per
 * person per month. The spec gives no figure; this round default is the foundation's to change
 * (decision 0044).
 */
export const DEFAULT_HAD_KIFAYAH = 1_000_000;

/** The programme editor's field for the threshold. */
export const hadKifayahSchema = requiredCount('Had kifayah harus diisi').pipe(
  z.number().min(1, { error: 'Had kifayah harus lebih dari 0' }).max(1_000_000_000),
);

// ---------------------------------------------------------------------------------------------
// The assessor's save
// ---------------------------------------------------------------------------------------------

/** The assessor's recommendation (the spec names none; decision 0044). */
export const RECOMMENDATIONS = ['LAYAK', 'DIPERTIMBANGKAN', 'TIDAK_LAYAK'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  LAYAK: 'Layak dibantu',
  DIPERTIMBANGKAN: 'Perlu dipertimbangkan',
  TIDAK_LAYAK: 'Tidak layak dibantu',
};

export const ASSESSMENT_NOTE_MAX = 2000;

const recommendation = requiredChoice(RECOMMENDATIONS, assessmentMessages.recommendationRequired);
const note = requiredText(assessmentMessages.noteRequired, ASSESSMENT_NOTE_MAX);

/** POST /api/verificationassesor: the caller's assessment of a proposal (a repeat replaces it). */
export const assessmentCreateSchema = z.object({
  idProposal: requiredId(assessmentMessages.proposalRequired),
  recommendation,
  note,
});
export type AssessmentCreate = z.output<typeof assessmentCreateSchema>;

/** PATCH /api/verificationassesor: the caller's own assessment, changed. */
export const assessmentUpdateSchema = z.object({
  idVerificationAssesor: requiredId(assessmentMessages.assessmentRequired),
  recommendation,
  note,
});
export type AssessmentUpdate = z.output<typeof assessmentUpdateSchema>;

/** A saved assessment: the assessor's judgement and what it was made on. */
export const assessmentSchema = z.object({
  idVerificationAssesor: z.number().int(),
  idProposal: z.number().int(),
  assessor: z.object({ idUser: z.number().int(), fullName: z.string() }),
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string(),
  /** The inputs, rule version and result at the time of the save: never changed by a new rule. */
  snapshot: assessmentSnapshotSchema,
  /** The latest recomputation under the rules current then, beside the snapshot; null when none. */
  recomputation: assessmentSnapshotSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** GET /api/verificationassesor/proposal/{idProposal}: what the assessor scores and has saved. */
export const assessmentViewSchema = z.object({
  idProposal: z.number().int(),
  name: z.string(),
  program: z.object({
    idProgram: z.number().int(),
    name: z.string(),
    minimumAssesor: z.number().int(),
    hadKifayah: z.number().int(),
  }),
  status: z.object({ idProposalStatus: z.number().int(), name: z.string(), final: z.boolean() }),
  /** The score now: today's inputs under the current rule version. */
  current: assessmentSnapshotSchema,
  currentRule: z.object({ version: z.number().int(), description: z.string() }),
  /** The caller's own assessment, if saved. */
  own: assessmentSchema.nullable(),
  /** How many assessments the proposal has (all assessors), against the programme's minimumAssesor. */
  count: z.number().int(),
  /** Assessments still needed before the proposal may move past assessment (0 when enough). */
  missing: z.number().int(),
  /**
   * Every assessment, for the programme's admins and a super admin; an assessor sees only their own
   * (in `own`), so that each judges independently.
   */
  assessments: z.array(assessmentSchema),
  /** The caller may save an assessment (an assessor of the programme, or a super admin). */
  canAssess: z.boolean(),
});
export type AssessmentView = z.infer<typeof assessmentViewSchema>;

/** Assessments still needed: the programme's minimum less those made, never below 0. */
export const assessmentsMissing = (count: number, minimumAssesor: number): number =>
  Math.max(0, minimumAssesor - count);

// ---------------------------------------------------------------------------------------------
// The aid decided (assistance)
// ---------------------------------------------------------------------------------------------

/** How the aid is given (the spec names none; decision 0044). */
export const ASSISTANCE_FORMS = ['Uang tunai', 'Transfer bank', 'Barang', 'Layanan', 'Lainnya'] as const;
export type AssistanceForm = (typeof ASSISTANCE_FORMS)[number];

/** The most one record may name, in Rupiah (an integer column). */
export const ASSISTANCE_AMOUNT_MAX = 2_000_000_000;

/**
 * The statuses whose setters record the aid: approval (8 "Disetujui") and disbursement (10 "Pencairan
 * dana"). Whoever the role-status mapping lets set one of them in the programme records it.
 */
export const ASSISTANCE_STATUSES = [8, 10] as const;

const amount = requiredCount(assistanceMessages.amountRequired).pipe(
  z
    .number()
    .min(1, { error: assistanceMessages.amountPositive })
    .max(ASSISTANCE_AMOUNT_MAX, { error: assistanceMessages.amountTooBig }),
);
const assistanceFields = {
  /** Whole Rupiah. */
  amount,
  form: requiredChoice(ASSISTANCE_FORMS, assistanceMessages.formRequired),
  /** The date the aid is (to be) given, YYYY-MM-DD. */
  date: requiredDate(assistanceMessages.dateRequired),
  note: optionalText(1000),
};

/** POST /api/assistance: the aid decided for a proposal (one per proposal). */
export const assistanceCreateSchema = z.object({
  idProposal: requiredId(assessmentMessages.proposalRequired),
  ...assistanceFields,
});
export type AssistanceCreate = z.output<typeof assistanceCreateSchema>;

/** PATCH /api/assistance: the record changed. */
export const assistanceUpdateSchema = z.object({
  idAssistance: requiredId(assistanceMessages.notFound),
  ...assistanceFields,
});
export type AssistanceUpdate = z.output<typeof assistanceUpdateSchema>;

export const assistanceSchema = z.object({
  idAssistance: z.number().int(),
  idProposal: z.number().int(),
  amount: z.number().int(),
  form: z.enum(ASSISTANCE_FORMS),
  date: z.string(),
  note: z.string().nullable(),
  /** The name of who recorded it last. */
  recordedBy: z.string(),
  updatedAt: z.string(),
});
export type Assistance = z.infer<typeof assistanceSchema>;

/** GET /api/assistance/proposal/{idProposal}: the aid, or null while none is decided. */
export const assistanceViewSchema = z.object({
  idProposal: z.number().int(),
  assistance: assistanceSchema.nullable(),
  /** The caller may record or change it. */
  canRecord: z.boolean(),
});
export type AssistanceView = z.infer<typeof assistanceViewSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

const tag = 'assessment';
const proposalParams = z.object({ idProposal: idParam });

export const assessmentEndpoints = {
  view: endpoint({
    method: 'GET',
    path: '/verificationassesor/proposal/:idProposal',
    summary: "Read a proposal's score, its inputs and sources, and its assessments",
    tag,
    access: 'staff',
    params: proposalParams,
    response: { 200: assessmentViewSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/verificationassesor',
    summary: "Save the caller's assessment of a proposal",
    tag,
    access: 'staff',
    body: assessmentCreateSchema,
    response: { 201: assessmentSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/verificationassesor',
    summary: "Change the caller's assessment",
    tag,
    access: 'staff',
    body: assessmentUpdateSchema,
    response: { 200: assessmentSchema },
  }),
  recompute: endpoint({
    method: 'POST',
    path: '/verificationassesor/:idVerificationAssesor/recompute',
    summary: 'Recompute an assessment under the current rules, keeping its snapshot',
    tag,
    access: 'staff',
    params: z.object({ idVerificationAssesor: idParam }),
    response: { 200: assessmentSchema },
  }),
  assistance: endpoint({
    method: 'GET',
    path: '/assistance/proposal/:idProposal',
    summary: 'Read the aid decided for a proposal',
    tag,
    access: 'user',
    params: proposalParams,
    response: { 200: assistanceViewSchema },
  }),
  recordAssistance: endpoint({
    method: 'POST',
    path: '/assistance',
    summary: 'Record the aid decided for a proposal',
    tag,
    access: 'staff',
    body: assistanceCreateSchema,
    response: { 201: assistanceSchema },
  }),
  updateAssistance: endpoint({
    method: 'PATCH',
    path: '/assistance',
    summary: 'Change the aid decided for a proposal',
    tag,
    access: 'staff',
    body: assistanceUpdateSchema,
    response: { 200: assistanceSchema },
  }),
};
