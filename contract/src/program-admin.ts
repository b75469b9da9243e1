/**
 * The staff's programme catalogue (issue 34 item 1, spec §2 "/admin/program"): every programme
 * the caller works in, active or not, with all its periods and how many proposals it has, in
 * total and by status (issue 36 item 5). Read only; the programme editor (issue 36) builds on this domain.
 */
import { listResponseSchema } from './api.ts';
import { endpoint } from './endpoint.ts';
import { programScheduleSchema, programSummarySchema, roleSchema } from './programs.ts';
import { z } from './zod.ts';

/** One status of a programme's flow with how many of its proposals hold it now (issue 36 item 5). */
export const programStatusCountSchema = z.object({
  idProposalStatus: z.number().int(),
  name: z.string(),
  /** Its proposals whose current status this is. */
  proposals: z.number().int(),
});
export type ProgramStatusCount = z.infer<typeof programStatusCountSchema>;

/** One programme of the staff's catalogue (a programme one applies to; its sub-programmes counted). */
export const staffProgramSchema = programSummarySchema.extend({
  /** Every application period, the earliest first. */
  schedules: z.array(programScheduleSchema),
  /** Its sub-programmes, active or not. */
  subPrograms: z.number().int(),
  /** Proposals made to it, whatever their status. */
  proposals: z.number().int(),
  /**
   * Its statuses in their flow order, each with its proposals (zero included); a status some of
   * its proposals hold outside the flow comes after them.
   */
  statusCounts: z.array(programStatusCountSchema),
  /** The caller's own roles in it (none for a super admin who holds no role there). */
  roles: z.array(roleSchema),
});
export type StaffProgram = z.infer<typeof staffProgramSchema>;

export const staffProgramListResponseSchema = listResponseSchema(staffProgramSchema);
export type StaffProgramListResponse = z.infer<typeof staffProgramListResponseSchema>;

export const programAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/programs/admin',
    summary: 'List the programmes the caller works in, for staff',
    tag: 'programs',
    access: 'staff',
    response: { 200: staffProgramListResponseSchema },
  }),
};
