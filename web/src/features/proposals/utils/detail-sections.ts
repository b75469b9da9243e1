import type { ProgramDetail } from '@amal/contract/programs';
import { SUB_PROGRAM_SECTION_ROUTE } from '@amal/contract/programs';
import { asNumber, isBlank, isRecord, type LookupNames } from './format-value';
import { type SummaryField, summarize } from './section-summary';

export interface DetailSection {
  route: string;
  title: string;
  fields: SummaryField[];
}

const humanizeRoute = (route: string) => {
  const words = route.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The family step's members by idFamily, so an income can say whose it is. */
function familyMembers(family: unknown): Map<number, string> {
  const members = isRecord(family) && Array.isArray(family.members) ? family.members : [];
  return new Map(
    members
      .filter(isRecord)
      .filter((member) => !isBlank(member.idFamily) && !isBlank(member.name))
      .map((member) => [asNumber(member.idFamily), String(member.name)]),
  );
}

/**
 * The submitted steps in the programme's order, named as the programme names them, each read with
 * the step's programme properties (labels, order, choices) and the lookup names. The sub-programme
 * step is left out (the child proposals show it) and so is any step with nothing to show.
 */
export function detailSections(
  sections: Record<string, unknown>,
  program: ProgramDetail | undefined,
  names?: LookupNames,
): DetailSection[] {
  const steps = [...(program?.programSections ?? [])].sort((a, b) => a.order - b.order);
  const known = steps.map((step) => step.route);
  const routes = [...known, ...Object.keys(sections).filter((route) => !known.includes(route))];
  const members = familyMembers(sections.family);
  return routes
    .filter((route) => route !== SUB_PROGRAM_SECTION_ROUTE && Object.hasOwn(sections, route))
    .map((route) => {
      const step = steps.find((s) => s.route === route);
      return {
        route,
        title: step?.section.name ?? humanizeRoute(route),
        fields: summarize(sections[route], { route, properties: step?.properties, names, members }),
      };
    })
    .filter((section) => section.fields.length > 0);
}
