import type { ProgramDetail } from '@amal/contract/programs';
import { SUB_PROGRAM_SECTION_ROUTE } from '@amal/contract/programs';
import { lookupOf } from './field-catalogue';
import { isBlank, isRecord } from './format-value';

/**
 * The lookup tables (GET /api/{path}) the submitted steps point into, so the page fetches only
 * those: expense types only when there are expenses, banks only with a bank account, and so on.
 */
export function neededLookups(
  sections: Record<string, unknown>,
  program: ProgramDetail | undefined,
): string[] {
  const paths = new Set<string>();
  for (const [route, data] of Object.entries(sections)) {
    if (route === SUB_PROGRAM_SECTION_ROUTE) continue;
    const properties = program?.programSections.find((step) => step.route === route)?.properties ?? [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (isRecord(value))
        for (const [key, item] of Object.entries(value)) {
          const path = lookupOf(key, properties);
          if (path && !isBlank(item)) paths.add(path);
          visit(item);
        }
    };
    visit(data);
  }
  return [...paths].sort();
}
