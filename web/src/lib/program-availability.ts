import type { ProgramSummary } from '@amal/contract/programs';
import { formatDate } from './format';

/** Whether a programme can be started now, and if not, the label that says why. */
export type Availability =
  | { open: true }
  | { open: false; reason: 'closed' | 'full' | 'upcoming'; label: string };

/**
 * A programme can be started when the server says it is open (active, today within its schedule)
 * and its quota is not used up.
 */
export function programAvailability(
  program: Pick<ProgramSummary, 'open' | 'full' | 'programSchedule'>,
  now: Date = new Date(),
): Availability {
  const schedule = program.programSchedule;
  if (schedule && new Date(schedule.startDate).getTime() > now.getTime()) {
    return {
      open: false,
      reason: 'upcoming',
      label: `Dibuka mulai ${formatDate(schedule.startDate, 'D MMMM YYYY')}`,
    };
  }
  if (!program.open) return { open: false, reason: 'closed', label: 'Ditutup' };
  if (program.full) {
    return { open: false, reason: 'full', label: 'Kuota penuh' };
  }
  return { open: true };
}

/** The programmes one applies to directly: sub-programmes are chosen inside their parent's wizard. */
export const applicablePrograms = <P extends Pick<ProgramSummary, 'idProgramParent'>>(
  programs: readonly P[],
) => programs.filter((program) => program.idProgramParent == null);
