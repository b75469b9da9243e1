import type { ProgramProposalStatus } from '@amal/contract/programs';
import { canInProgram, isSuperAdminRole } from '@amal/contract/staff';
import { statusChoices } from '@amal/contract/status-decisions';

type HeldRole = { idProgram: number; idRole: number };

/**
 * The statuses a person may move a programme's rows to (spec §4): those the role-status mapping
 * gives a role they hold in the programme (a super admin: all), "{id} - {name}", each once. None
 * without the right to decide there. The server checks each row again.
 */
export function bulkChoices(
  roles: readonly HeldRole[],
  idProgram: number,
  statuses: readonly ProgramProposalStatus[],
) {
  if (!canInProgram(roles, idProgram, 'decideStatus')) return [];
  const held = new Set(roles.filter((role) => role.idProgram === idProgram).map((role) => role.idRole));
  const allowed = isSuperAdminRole(roles)
    ? null
    : new Set(
        statuses
          .filter((status) => status.roles.some((role) => held.has(role.idRole)))
          .map((status) => status.idProposalStatus),
      );
  return statusChoices(statuses, allowed);
}
