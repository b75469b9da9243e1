import type { DraftData } from '@amal/contract/drafts';
import { SECTION_ROUTES, type SectionRoute, SUB_PROGRAM_SECTION_ROUTE } from '@amal/contract/programs';
import type { SubmitProposalItem } from '@amal/contract/proposals';

/** Sub-programmes travel as ids. */
const NOT_IN_SECTIONS = new Set<string>([SUB_PROGRAM_SECTION_ROUTE]);

/**
 * The POST /api/proposal/batch item of a draft: every step's data. The family's members are saved
 * first through /api/family/batch; the proposal keeps them as saved under the step's KK (decision 0032).
 */
export function proposalFromDraft(input: {
  idProgram: number;
  idTempProposal: number;
  submissionKey: string;
  data: DraftData;
}): SubmitProposalItem {
  const sections: Partial<Record<SectionRoute, unknown>> = {};
  for (const route of SECTION_ROUTES) {
    if (!NOT_IN_SECTIONS.has(route) && input.data[route] !== undefined) sections[route] = input.data[route];
  }
  const subProgram = input.data[SUB_PROGRAM_SECTION_ROUTE] as { idProgramChildren?: number[] } | undefined;
  return {
    idProgram: input.idProgram,
    idTempProposal: input.idTempProposal,
    submissionKey: input.submissionKey,
    ...(subProgram?.idProgramChildren ? { idProgramChildren: subProgram.idProgramChildren } : {}),
    sections,
  };
}
