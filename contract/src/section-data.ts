/**
 * What each wizard step saves: the value stored under the step's route in the draft and submitted in
 * the proposal. `sectionDataSchemas` holds the schemas without programme rules (drafts, reading);
 * `sectionDataSchemaFor` adds the programme's rules and its defined properties (saving, submitting).
 */
import { boundedArray, idSchema, LIST_MAX, tooManyItemsMessage } from './api.ts';
import {
  closeRelativeSchema,
  patientSchema,
  personalDataSchema,
  referenceFormSchema,
  referenceFormSchemaFor,
  referrerFormSchema,
  referrerFormSchemaFor,
  skillSchema,
  teacherSchema,
} from './applicant.ts';
import { isBlank, propertiesSchema, REQUIRED_PROPERTY_MESSAGE } from './dynamic-properties.ts';
import { familySectionSchema } from './family.ts';
import {
  aidFromFoundationSchema,
  aidFromOthersSchema,
  assetsSchema,
  bankAccountSchema,
  cleanExpensesForSubmit,
  expensesSchema,
  incomesSchema,
  loansSchema,
} from './finances.ts';
import { organizationSectionSchema } from './organizations.ts';
import type { SectionProperty, SectionRoute } from './programs.ts';
import { organizationQuestionSectionSchema, qurbanRequestSectionSchema } from './qurban.ts';
import { recipientsSectionSchema } from './recipients.ts';
import { requirementSchema, requirementSchemaFor } from './requirements.ts';
import { z } from './zod.ts';

export const SUB_PROGRAM_REQUIRED_MESSAGE = 'Anda harus memilih minimal satu sub program!';

/** The sub-programme step: the chosen child programmes, at least one. */
const subProgramSectionSchema = z.object({
  idProgramChildren: z
    .array(idSchema, { error: SUB_PROGRAM_REQUIRED_MESSAGE })
    .max(LIST_MAX.ids, { error: tooManyItemsMessage(LIST_MAX.ids) })
    .min(1, {
      error: SUB_PROGRAM_REQUIRED_MESSAGE,
    }),
});

/** The documents step: the documents uploaded in it (the files themselves go through the upload call). */
export const documentsSectionSchema = z.object({
  idDocuments: boundedArray(idSchema, LIST_MAX.ids).default([]),
});

/** The expense step as submitted: entries with no type or a zero nominal are dropped first. */
const expensesSectionSchema = z.preprocess(
  (value) => (Array.isArray(value) ? cleanExpensesForSubmit(value) : value),
  expensesSchema,
);

/** Each wizard step's saved data, by route, without the rules that depend on the programme. */
export const sectionDataSchemas = {
  reference: referenceFormSchema,
  referrer: referrerFormSchema,
  family: familySectionSchema,
  'non-hsi-helped': aidFromOthersSchema,
  organization: organizationSectionSchema,
  'bank-account': bankAccountSchema,
  'hsi-helped': aidFromFoundationSchema,
  'close-relative': closeRelativeSchema,
  loans: loansSchema,
  'sub-program': subProgramSectionSchema,
  expenses: expensesSectionSchema,
  'personal-data': personalDataSchema,
  incomes: incomesSchema,
  assets: assetsSchema,
  requirement: requirementSchema,
  skill: skillSchema,
  teacher: teacherSchema,
  patient: patientSchema,
  documents: documentsSectionSchema,
  'organization-question': organizationQuestionSectionSchema,
  recipients: recipientsSectionSchema,
  'qurban-request': qurbanRequestSectionSchema,
} satisfies Partial<Record<SectionRoute, z.ZodType>>;

type CoveredSectionRoute = keyof typeof sectionDataSchemas;

const covered = (route: string): route is CoveredSectionRoute => Object.hasOwn(sectionDataSchemas, route);

/** What the programme-dependent rules of a step need to know. */
export type SectionContext = {
  idProgram: number;
  individual: boolean;
  /** The step's programme-defined properties (GET /api/program/{id} programSections[].properties). */
  properties?: readonly SectionProperty[];
  /** Requirement step: the foundation's display name for its messages. */
  foundationName?: string;
  /** Requirement step: whether the applicant had aid from the foundation in the last 6 months. */
  hasFoundationAidInLast6Months?: boolean;
};

const enabledRequired = (properties: readonly SectionProperty[], columnname: string) =>
  properties.some((p) => p.columnname === columnname && p.enable && p.required);

/**
 * Fields whose required-ness the step's programme rule decides (spec §5: residence and marriage only
 * in individual programmes other than 1 and 10), whatever the property's own flag says.
 */
const RULED_BY_PROGRAMME: Partial<Record<CoveredSectionRoute, readonly string[]>> = {
  reference: ['marriage', 'idStatusResidence', 'lengthOfStay'],
};

function fixedSchemaFor(route: CoveredSectionRoute, context: SectionContext): z.ZodType {
  const properties = context.properties ?? [];
  switch (route) {
    case 'reference':
      return referenceFormSchemaFor(context.idProgram, {
        individual: context.individual,
        marriageRequired: enabledRequired(properties, 'marriage'),
      });
    case 'referrer':
      return referrerFormSchemaFor(context.individual);
    case 'requirement':
      return requirementSchemaFor(context.idProgram, {
        hasFoundationAidInLast6Months: context.hasFoundationAidInLast6Months ?? false,
        foundationName: context.foundationName,
      });
    default:
      return sectionDataSchemas[route];
  }
}

/** The field names an object schema knows, looking through preprocess, pipes and transforms. */
function knownKeys(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return [...knownKeys(schema.in), ...knownKeys(schema.out)];
  return [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A step's fixed fields with the programme's properties added: a property the step already knows
 * keeps the step's rule and message and is only made required when the catalogue says so; any
 * other property is validated as the catalogue defines it; unknown keys are stripped.
 */
function withProperties(
  fixed: z.ZodType,
  properties: readonly SectionProperty[],
  ruled: readonly string[] = [],
): z.ZodType {
  const known = new Set(knownKeys(fixed));
  const extra = properties.filter((p) => p.enable && !known.has(p.columnname));
  const requiredKnown = properties.filter(
    (p) => p.enable && p.required && known.has(p.columnname) && !ruled.includes(p.columnname),
  );
  if (extra.length === 0 && requiredKnown.length === 0) return fixed;
  const extraSchema = propertiesSchema(extra);
  return z.unknown().transform((input, ctx) => {
    const own = fixed.safeParse(input);
    const added = extraSchema.safeParse(isRecord(input) ? input : {});
    const issues = [...(own.error?.issues ?? []), ...(added.error?.issues ?? [])];
    const output = (own.success && isRecord(own.data) ? own.data : {}) as Record<string, unknown>;
    const failed = new Set(issues.map((issue) => String(issue.path[0])));
    for (const { columnname } of requiredKnown)
      if (!failed.has(columnname) && isBlank(output[columnname]))
        issues.push({ code: 'custom', path: [columnname], message: REQUIRED_PROPERTY_MESSAGE, input });
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return issues.length > 0 ? z.NEVER : { ...added.data, ...output };
  });
}

/**
 * The full rule set of a step in a programme: its fixed fields with the programme's rules (residence
 * and marriage on the reference step, distance options on the referrer step, the requirement rules)
 * plus its programme-defined properties. Undefined for a route this wizard does not have yet.
 */
export function sectionDataSchemaFor(
  route: SectionRoute | string,
  context: SectionContext,
): z.ZodType | undefined {
  if (!covered(route)) return undefined;
  return withProperties(fixedSchemaFor(route, context), context.properties ?? [], RULED_BY_PROGRAMME[route]);
}

/** Steps whose answer is a bare list of rows (the wizard's list steps): no place for a question. */
export const LIST_STEP_ROUTES = ['incomes', 'expenses', 'assets', 'loans'] as const satisfies SectionRoute[];

/** Steps drawn from the programme's questions alone: nothing of theirs shows unless a question asks it. */
const QUESTION_DRAWN_ROUTES = ['skill', 'teacher', 'patient', 'hsi-helped'] as const satisfies SectionRoute[];

/** The fields an object schema (or the input of a pipe) cannot do without. */
function requiredKeys(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodPipe) return requiredKeys(schema.in);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

/**
 * What the programme editor may give a step (issue 36): a list step takes no question (the wizard
 * could never ask it, so a required one would block every submission); a step drawn from its
 * questions must ask every column its own rules require.
 */
export function stepQuestionRule(route: string): { takesQuestions: boolean; requiredColumns: string[] } {
  if ((LIST_STEP_ROUTES as readonly string[]).includes(route))
    return { takesQuestions: false, requiredColumns: [] };
  if (!(QUESTION_DRAWN_ROUTES as readonly string[]).includes(route) || !covered(route))
    return { takesQuestions: true, requiredColumns: [] };
  return { takesQuestions: true, requiredColumns: requiredKeys(sectionDataSchemas[route]) };
}
