import type { StaffProgram } from '@amal/contract/program-admin';
import { formatDate } from '../../../lib/format';
import { programAvailability } from '../../../lib/program-availability';

/** What the catalogue says of a programme now, and the badge colour that goes with it. */
export interface ProgrammeState {
  label: string;
  color: 'teal' | 'orange' | 'blue' | 'gray';
}

/** Inactive first (nobody may apply whatever its dates), then what an applicant would see. */
export function programmeState(program: StaffProgram, now: Date = new Date()): ProgrammeState {
  if (!program.active) return { label: 'Nonaktif', color: 'gray' };
  if (program.programSchedule === null) return { label: 'Belum ada periode', color: 'gray' };
  const availability = programAvailability(program, now);
  if (availability.open) return { label: 'Dibuka', color: 'teal' };
  if (availability.reason === 'full') return { label: availability.label, color: 'orange' };
  if (availability.reason === 'upcoming') return { label: availability.label, color: 'blue' };
  return { label: availability.label, color: 'gray' };
}

/** "1 Jan 2026 – 31 Des 2026", in Jakarta. */
export const periodText = (schedule: { startDate: string; endDate: string }) =>
  `${formatDate(schedule.startDate, 'D MMM YYYY')} – ${formatDate(schedule.endDate, 'D MMM YYYY')}`;

/** "Kuota 200" or "Tanpa kuota". */
export const quotaText = (quota: number | null) =>
  quota === null ? 'Tanpa kuota' : `Kuota ${quota.toLocaleString('id-ID')}`;
