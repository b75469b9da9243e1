import type { AdministratorRole } from '@amal/contract/administrators';

/** One role and the programmes it is held in, for a line of the administrators list. */
export interface RoleSummary {
  idRole: number;
  roleName: string;
  programNames: string[];
}

/**
 * An administrator's roles grouped by role, in the role table's order, each with its programmes:
 * "Super Admin" in 29 programmes is one line, not 29.
 */
export function summariseRoles(roles: readonly AdministratorRole[]): RoleSummary[] {
  const byRole = new Map<number, RoleSummary>();
  for (const role of roles) {
    const summary = byRole.get(role.idRole) ?? {
      idRole: role.idRole,
      roleName: role.roleName,
      programNames: [],
    };
    summary.programNames.push(role.programName);
    byRole.set(role.idRole, summary);
  }
  return [...byRole.values()].sort((a, b) => a.idRole - b.idRole);
}

/** "Program A, Program B" for a few programmes, "12 program" for many. */
export const programsText = (programNames: readonly string[], atMost = 2) =>
  programNames.length <= atMost ? programNames.join(', ') : `${programNames.length} program`;
