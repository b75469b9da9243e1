import type { StaffProgramListResponse } from '@amal/contract/program-admin';
import { and, asc, count, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programs, roles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { forbidden } from '../../lib/http-errors.ts';
import {
  fullSchedulesOf,
  presentSchedule,
  presentSummary,
  schedulesOf,
} from '../programs/programs.service.ts';
import { proposalCountsOf } from './program-admin.counts.ts';
import { cataloguePrograms } from './program-admin.policy.ts';

const countsBy = (rows: { id: number | null; n: number }[]) => new Map(rows.map((row) => [row.id, row.n]));

/**
 * GET /api/programs/admin: the programmes one applies to that the caller works in (super admin:
 * all), active or not, each with every period, its sub-programmes counted, its proposals counted in
 * total and by status, and the caller's roles in it.
 */
export async function listStaffPrograms(
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<StaffProgramListResponse> {
  const scope = cataloguePrograms(user);
  if (scope !== null && scope.length === 0) throw forbidden();
  const within: SQL | undefined = scope === null ? undefined : inArray(programs.idProgram, scope);
  const rows = await db
    .select()
    .from(programs)
    .where(and(isNull(programs.idProgramParent), within))
    .orderBy(asc(programs.idProgram));
  const ids = rows.map((row) => row.idProgram);
  if (ids.length === 0) return { data: [], total: 0, page: 1, rows: 0 };
  const [schedules, children, made, roleNames] = await Promise.all([
    schedulesOf(db, ids),
    db
      .select({ id: programs.idProgramParent, n: count() })
      .from(programs)
      .where(inArray(programs.idProgramParent, ids))
      .groupBy(programs.idProgramParent),
    proposalCountsOf(db, ids, scope),
    db.select().from(roles),
  ]);
  const full = fullSchedulesOf(schedules);
  const subPrograms = countsBy(children);
  const roleName = new Map(roleNames.map((role) => [role.idRole, role.name]));
  const data = rows.map((row) => ({
    ...presentSummary(row, schedules, now, full),
    schedules: schedules
      .filter((s) => s.idProgram === row.idProgram)
      .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())
      .map(presentSchedule),
    subPrograms: subPrograms.get(row.idProgram) ?? 0,
    proposals: made.get(row.idProgram)?.total ?? 0,
    statusCounts: made.get(row.idProgram)?.byStatus ?? [],
    roles: user.roles
      .filter((held) => held.idProgram === row.idProgram)
      .sort((a, b) => a.idRole - b.idRole)
      .map((held) => ({ idRole: held.idRole, name: roleName.get(held.idRole) ?? '' })),
  }));
  return { data, total: data.length, page: 1, rows: data.length };
}
