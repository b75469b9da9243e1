import { ageOn } from '@amal/contract/age';
import type { ProgramDetail, ProgramSection, SectionProperty } from '@amal/contract/programs';
import { proposalMessages, type SubmitProposalItem } from '@amal/contract/proposals';
import { type SectionContext, sectionDataSchemaFor } from '@amal/contract/section-data';
import type { z } from '@amal/contract/zod';
import type { FieldError } from '../../lib/http-errors.ts';

/** One step's data as the server validated it, ready to store. */
export type ValidatedSection = { idSection: number; route: string; data: unknown };

export type SectionCheck = {
  sections: ValidatedSection[];
  idProgramChildren: number[];
  errors: FieldError[];
};

type Context = Pick<SectionContext, 'foundationName' | 'hasFoundationAidInLast6Months'> & { now: Date };

// Saved through their own calls: the family through /api/family/batch, documents through uploads.
const SAVED_ELSEWHERE = new Set(['family', 'documents']);
const PERSON_ROUTES = new Set(['reference', 'personal-data']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Derived values are the server's: the age comes from the date of birth, whatever the browser said. */
function withDerived(route: string, data: unknown, now: Date): unknown {
  if (!PERSON_ROUTES.has(route) || !isRecord(data)) return data;
  const age = typeof data.dateOfBirth === 'string' ? ageOn(data.dateOfBirth, now) : null;
  return { ...data, age };
}

/**
 * A step's schema, built once per programme structure (whose properties arrays are kept while it is
 * cached, decision 0012) and context: building zod schemas, and their first parse, cost a submission
 * more than checking its data with them.
 */
const stepSchemas = new WeakMap<readonly SectionProperty[], Map<string, z.ZodType | undefined>>();
function stepSchema(step: ProgramSection, program: ProgramDetail, context: Context) {
  let built = stepSchemas.get(step.properties);
  if (!built) {
    built = new Map();
    stepSchemas.set(step.properties, built);
  }
  const shared = {
    idProgram: program.idProgram,
    individual: program.individual,
    foundationName: context.foundationName,
    hasFoundationAidInLast6Months: context.hasFoundationAidInLast6Months,
  };
  const key = [step.route, ...Object.values(shared)].join('|');
  if (!built.has(key))
    built.set(key, sectionDataSchemaFor(step.route, { ...shared, properties: step.properties }));
  return built.get(key);
}

function checkStep(
  step: ProgramSection,
  given: unknown,
  program: ProgramDetail,
  context: Context,
): { data?: unknown; errors: FieldError[] } {
  const path = `sections.${step.route}`;
  const schema = stepSchema(step, program, context);
  if (given === undefined || given === null) {
    const required = schema !== undefined && !SAVED_ELSEWHERE.has(step.route);
    return { errors: required ? [{ path, message: proposalMessages.sectionMissing }] : [] };
  }
  // A step this wizard has no schema for yet (institution and scholarship steps) is kept as sent.
  if (!schema) return { data: given, errors: [] };
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((issue) => ({
        path: [path, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    };
  }
  return { data: withDerived(step.route, parsed.data, context.now), errors: [] };
}

/** The chosen sub-programmes must be open children of the programme. */
function checkChildren(program: ProgramDetail, chosen: number[]): FieldError[] {
  const open = new Set(program.childPrograms.filter((c) => c.open).map((c) => c.idProgram));
  return chosen.every((id) => open.has(id))
    ? []
    : [{ path: 'idProgramChildren', message: proposalMessages.subProgramInvalid }];
}

/**
 * Every step of the programme checked with the contract's rules for that programme (the same the
 * form uses), in the programme's order; steps the programme does not have are refused.
 */
export function checkSections(
  program: ProgramDetail,
  item: SubmitProposalItem,
  context: Context,
): SectionCheck {
  const given: Record<string, unknown> = { ...item.sections };
  const steps = program.programSections;
  const subProgram = given['sub-program'];
  const chosen = item.idProgramChildren ?? (isRecord(subProgram) ? subProgram.idProgramChildren : undefined);
  if (steps.some((s) => s.route === 'sub-program')) given['sub-program'] = { idProgramChildren: chosen };
  const errors: FieldError[] = Object.keys(given)
    .filter((route) => !steps.some((s) => s.route === route))
    .map((route) => ({ path: `sections.${route}`, message: proposalMessages.sectionNotInProgram }));
  const sections: ValidatedSection[] = [];
  for (const step of steps) {
    const result = checkStep(step, given[step.route], program, context);
    errors.push(...result.errors);
    if (result.data !== undefined)
      sections.push({ idSection: step.idSection, route: step.route, data: result.data });
  }
  const idProgramChildren = Array.isArray(chosen)
    ? chosen.filter((id): id is number => typeof id === 'number')
    : [];
  if (errors.length === 0) errors.push(...checkChildren(program, idProgramChildren));
  return { sections, idProgramChildren, errors };
}

/**
 * Only the named steps, checked with the same rules as a submission (a proposal sent back for
 * revision): each must be given, and be a step of the programme.
 */
export function checkSteps(
  program: ProgramDetail,
  given: Record<string, unknown>,
  routes: readonly string[],
  context: Context,
): { sections: ValidatedSection[]; errors: FieldError[] } {
  const sections: ValidatedSection[] = [];
  const errors: FieldError[] = [];
  for (const route of routes) {
    const step = program.programSections.find((s) => s.route === route);
    if (!step) {
      errors.push({ path: `sections.${route}`, message: proposalMessages.sectionNotInProgram });
      continue;
    }
    if (given[route] === undefined || given[route] === null) {
      errors.push({ path: `sections.${route}`, message: proposalMessages.sectionMissing });
      continue;
    }
    const result = checkStep(step, given[route], program, context);
    errors.push(...result.errors);
    if (result.data !== undefined) sections.push({ idSection: step.idSection, route, data: result.data });
  }
  return { sections, errors };
}
