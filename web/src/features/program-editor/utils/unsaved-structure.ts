import { type ProgramSection, programSectionSchema } from '@amal/contract/programs';
import { z } from '@amal/contract/zod';

const key = (idProgram: number) => `amal:pratinjau:${idProgram}`;
const stepsSchema = z.array(programSectionSchema);

/**
 * Hands an unsaved form's steps to the preview frame. The frame is a page of its own in the same
 * tab: sessionStorage is shared with it, goes when the tab closes, and never reaches the server.
 */
export function keepUnsavedSteps(idProgram: number, steps: ProgramSection[]): void {
  sessionStorage.setItem(key(idProgram), JSON.stringify(steps));
}

/** The steps the editor handed over, or null when there are none (or they do not read as steps). */
export function unsavedSteps(idProgram: number): ProgramSection[] | null {
  const stored = sessionStorage.getItem(key(idProgram));
  if (stored === null) return null;
  try {
    const parsed = stepsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
