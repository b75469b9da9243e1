import type { ProgramDetail } from '@amal/contract/programs';
import { SUB_PROGRAM_SECTION_ROUTE } from '@amal/contract/programs';
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

/**
 * The submitted steps in the programme's order, named as the programme names them, each field
 * labelled with the programme's property label when it has one. The sub-programme step is left
 * out (the child proposals show it) and so is any step with nothing to show.
 */
export function detailSections(
  sections: Record<string, unknown>,
  program: ProgramDetail | undefined,
): DetailSection[] {
  const steps = [...(program?.programSections ?? [])].sort((a, b) => a.order - b.order);
  const known = steps.map((step) => step.route);
  const routes = [...known, ...Object.keys(sections).filter((route) => !known.includes(route))];
  return routes
    .filter((route) => route !== SUB_PROGRAM_SECTION_ROUTE && Object.hasOwn(sections, route))
    .map((route) => {
      const step = steps.find((s) => s.route === route);
      const labels = Object.fromEntries((step?.properties ?? []).map((p) => [p.columnname, p.label]));
      return {
        route,
        title: step?.section.name ?? humanizeRoute(route),
        fields: summarize(sections[route], labels),
      };
    })
    .filter((section) => section.fields.length > 0);
}
