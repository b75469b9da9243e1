import type { DraftData } from '@amal/contract/drafts';
import { SECTION_ROUTES, type SectionRoute, SUB_PROGRAM_SECTION_ROUTE } from '@amal/contract/programs';
import type { SubmitProposalItem } from '@amal/contract/proposals';

/** Routes whose data travels by another call: the family by the family batch, sub-programmes as ids. */
const NOT_IN_SECTIONS = new Set<string>(['family', SUB_PROGRAM_SECTION_ROUTE]);

/** The POST /api/proposal/batch item of a draft: every step's data but the family's (spec §7). */
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
