import type { DraftData } from '@amal/contract/drafts';
import type { ProgramDetail, ProgramSection, SectionRoute } from '@amal/contract/programs';
import { sectionDataSchemaFor } from '@amal/contract/section-data';
import type { CurrentUser } from '@amal/contract/users';
import { type ComponentType, useMemo } from 'react';
import type { DraftId } from '../utils/use-wizard-draft';

/** What every wizard step receives. */
export interface StepProps {
  program: ProgramDetail;
  section: ProgramSection;
  user: CurrentUser;
  /** The step's saved data (under its route in the draft), if any. */
  value: Record<string, unknown>;
  /**
   * The whole draft as it was when the step showed: a step may read an earlier one (e.g. the
   * reference's KK number).
   */
  draft: DraftData;
  /** Stores the step's data and moves on (after the last step: to the review). */
  onSave: (value: unknown) => Promise<void>;
  /** "Simpan Data" (the last step is followed by the review, which sends the proposal). */
  submitLabel: string;
  /** The draft's id on the server (the documents step keeps its uploads with it); none outside the wizard. */
  draftId?: DraftId;
}

export type StepComponent = ComponentType<StepProps>;

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The step's saved-data schema with the programme's rules and properties (as the server checks it),
 * built once per programme section: zod schemas are costly to build on every render.
 */
export const useStepSchema = (
  route: SectionRoute,
  { program, section }: Pick<StepProps, 'program' | 'section'>,
) =>
  useMemo(
    () =>
      sectionDataSchemaFor(route, {
        idProgram: program.idProgram,
        individual: program.individual,
        properties: section.properties,
      }),
    [route, program, section],
  );
