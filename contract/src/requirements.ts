/**
 * The requirement/consent step (spec §3 requirement flags, §5 "Requirement/consent"). Its rules are
 * shown in an information dialog that blocks saving; the server applies the same rules.
 */
import { PROGRAM_POOR_ONLY } from './constants.ts';
import { flag } from './dynamic-properties.ts';
import { isQurbanProgram, isScholarshipProgram } from './programs.ts';
import { z } from './zod.ts';

/** The consent flags of spec §3 ({org} written "Hsi", design brief §4). */
export const REQUIREMENT_FLAGS = [
  'poor',
  'noAssistance6Month',
  'notCurrentlyApplyAssistance',
  'published',
  'dataCourtesyHsi',
  'testimonial',
  'accompanyVerifier',
  'becomeVerifier',
  'distributedAsMandated',
  'explainAboutHsi',
  'coordinateWithSchool',
  'approvalVerifications',
] as const;
export type RequirementFlag = (typeof REQUIREMENT_FLAGS)[number];

/**
 * Programmes whose proposals do not count against programme 10's 6-month rule: health (1), the
 * caretaker-support programme Peduli Pengurus (9) and the Ramadan programme with its sub-programmes
 * (11, 12, 13, 30).
 */
const SIX_MONTH_RULE_EXEMPT_PROGRAM_IDS = [1, 9, 11, 12, 13, 30] as const;
export const countsAgainstSixMonthRule = (idProgram: number): boolean =>
  !(SIX_MONTH_RULE_EXEMPT_PROGRAM_IDS as readonly number[]).includes(idProgram);
/** Months back that programme 10's rule looks at. */
export const SIX_MONTH_RULE_MONTHS = 6;

/** Used when the caller does not pass the configured display name. */
const DEFAULT_FOUNDATION_NAME = 'yayasan';

export const requirementMessages = {
  accompanyVerifier: (foundationName: string) =>
    `Anda harus setuju ${foundationName} dapat mengelola data pribadi Anda`,
  published: 'Anda harus setuju bahwa photo akan dipublikasikan kepada muhsinin',
  coordinateWithSchool: 'Anda harus bersedia membantu berkoordinasi dengan pihak sekolah',
  allTerms: 'Anda harus menyetujui semua ketentuan yang berhubungan dengan pengajuan ini terlebih dahulu',
  poor: 'Program ini hanya ditujukan untuk Faqir/Miskin',
  noAssistance6Month: (foundationName: string) =>
    `Program ini ditujukan untuk yang tidak mengajukan bantuan ${foundationName} dalam 6 bulan terakhir, kecuali bantuan Kesehatan, program Ramadhan, atau Program Peduli Pengurus`,
} as const;

/** The requirement step's data: every flag a checkbox, unchecked when not given. */
export const requirementSchema = z.object(
  Object.fromEntries(REQUIREMENT_FLAGS.map((name) => [name, flag()])) as Record<
    RequirementFlag,
    ReturnType<typeof flag>
  >,
);

type RequirementContext = {
  /** The applicant had a proposal in the last 6 months in a programme that counts against the rule. */
  hasFoundationAidInLast6Months: boolean;
  /** Known economic status, when the server has scored it; false overrides a ticked "poor". */
  isPoor?: boolean;
  /** The foundation's configured display name (GET /api/config). */
  foundationName?: string;
};

/** A broken rule and the flag the page scrolls to. */
type RequirementIssue = { field: RequirementFlag; message: string };

/** The flags a programme's rules require to be ticked (the consent boxes drawn with "*"). */
export function requiredRequirementFlags(idProgram: number): RequirementFlag[] {
  const flags: RequirementFlag[] = ['accompanyVerifier'];
  if (isScholarshipProgram(idProgram) || isQurbanProgram(idProgram)) flags.push('published');
  if (isScholarshipProgram(idProgram)) flags.push('coordinateWithSchool');
  if (idProgram === PROGRAM_POOR_ONLY) flags.push('poor', 'noAssistance6Month');
  return flags;
}

/** The broken rules, in the order the dialog lists them (none: saving may go on). */
function requirementIssues(
  idProgram: number,
  answers: Partial<Record<RequirementFlag, boolean | null | undefined>>,
  context: RequirementContext,
): RequirementIssue[] {
  const name = context.foundationName?.trim() || DEFAULT_FOUNDATION_NAME;
  // "semua ketentuan" only where there are several to agree to: a programme that asks one consent
  // names it (issue 32 item 9).
  const required = requiredRequirementFlags(idProgram);
  if (required.length > 1 && !REQUIREMENT_FLAGS.some((flagName) => answers[flagName] === true))
    return [{ field: 'accompanyVerifier', message: requirementMessages.allTerms }];
  const issues: RequirementIssue[] = [];
  if (!answers.accompanyVerifier)
    issues.push({ field: 'accompanyVerifier', message: requirementMessages.accompanyVerifier(name) });
  if ((isScholarshipProgram(idProgram) || isQurbanProgram(idProgram)) && !answers.published)
    issues.push({ field: 'published', message: requirementMessages.published });
  // The catalogue asks school coordination of scholarships only (qurban runs through institutions).
  if (isScholarshipProgram(idProgram) && !answers.coordinateWithSchool)
    issues.push({ field: 'coordinateWithSchool', message: requirementMessages.coordinateWithSchool });
  if (idProgram === PROGRAM_POOR_ONLY) {
    if (!answers.poor || context.isPoor === false)
      issues.push({ field: 'poor', message: requirementMessages.poor });
    if (!answers.noAssistance6Month || context.hasFoundationAidInLast6Months)
      issues.push({ field: 'noAssistance6Month', message: requirementMessages.noAssistance6Month(name) });
  }
  return issues;
}

/** The Indonesian messages of the broken rules; any of them blocks saving. */
export const requirementViolations = (
  idProgram: number,
  answers: Partial<Record<RequirementFlag, boolean | null | undefined>>,
  context: RequirementContext,
): string[] => requirementIssues(idProgram, answers, context).map((issue) => issue.message);

/** The requirement step of a programme, failing with the rules' messages on their flags. */
export const requirementSchemaFor = (idProgram: number, context: RequirementContext) =>
  requirementSchema.superRefine((answers, ctx) => {
    for (const issue of requirementIssues(idProgram, answers, context))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
