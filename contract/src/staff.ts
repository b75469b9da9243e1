/**
 * What each staff role may do (spec §6; the spec leaves all but status setting open, decision 0033).
 * Roles are held per programme: a capability held in programme A gives nothing in programme B.
 * Super admin (9) holds every capability in every programme; the server's policies and the staff
 * area's navigation both read this table, so the two cannot disagree.
 */
import {
  ROLE_ASSESSOR,
  ROLE_CUSTOMER_SERVICE,
  ROLE_FINANCE,
  ROLE_GUEST,
  ROLE_IT,
  ROLE_LEAD_VERIFICATOR,
  ROLE_LEADER,
  ROLE_PIC,
  ROLE_PROGRAM_SECRETARY,
  ROLE_SECRETARY,
  ROLE_SHARING_CHAIRMAN,
  ROLE_SUPER_ADMIN,
  ROLE_URC7,
} from './constants.ts';

export const STAFF_CAPABILITIES = [
  /** Open the proposals desk and a proposal of the programme. */
  'readProposals',
  /** Move a proposal to one of the statuses the role-status mapping gives the role. */
  'decideStatus',
  /** Send a proposal back to its applicant for revision. */
  'sendBack',
  /** Accept a document version or ask for it again. */
  'reviewDocuments',
  /** Download the desk's rows as CSV or XLSX. */
  'exportProposals',
  /** Find members and correct their data. */
  'editMembers',
  /** See the field verifiers and their assignments. */
  'readVerifiers',
  /** Assign field verifiers to a proposal, replace or remove them. */
  'assignVerifiers',
  /** Grant and remove roles (any programme). */
  'manageAdministrators',
  /** Change the foundation's settings. */
  'manageSettings',
  /** Read the audit log of a proposal or a member. */
  'readAudit',
] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];

const ALL_PROGRAMME_WORK: StaffCapability[] = [
  'readProposals',
  'decideStatus',
  'reviewDocuments',
  'exportProposals',
];

/** The capabilities of each role id of the spec's table, in the programme it is held for. */
export const ROLE_CAPABILITIES: Record<number, readonly StaffCapability[]> = {
  [ROLE_PIC]: [...ALL_PROGRAMME_WORK, 'sendBack', 'readVerifiers', 'assignVerifiers'],
  [ROLE_SECRETARY]: [...ALL_PROGRAMME_WORK, 'sendBack'],
  [ROLE_LEADER]: [...ALL_PROGRAMME_WORK, 'readAudit'],
  [ROLE_LEAD_VERIFICATOR]: [...ALL_PROGRAMME_WORK, 'sendBack', 'readVerifiers', 'assignVerifiers'],
  [ROLE_IT]: [...ALL_PROGRAMME_WORK, 'editMembers', 'readAudit'],
  [ROLE_ASSESSOR]: ['readProposals', 'decideStatus', 'reviewDocuments'],
  [ROLE_SUPER_ADMIN]: STAFF_CAPABILITIES,
  [ROLE_URC7]: ALL_PROGRAMME_WORK,
  [ROLE_PROGRAM_SECRETARY]: [...ALL_PROGRAMME_WORK, 'sendBack', 'readVerifiers', 'assignVerifiers'],
  [ROLE_FINANCE]: ALL_PROGRAMME_WORK,
  [ROLE_SHARING_CHAIRMAN]: [...ALL_PROGRAMME_WORK, 'readAudit'],
  [ROLE_CUSTOMER_SERVICE]: ['readProposals', 'decideStatus', 'reviewDocuments', 'sendBack', 'editMembers'],
  [ROLE_GUEST]: ['readProposals'],
};

type HeldRole = { idProgram: number; idRole: number };

export const isSuperAdminRole = (roles: readonly HeldRole[]): boolean =>
  roles.some((role) => role.idRole === ROLE_SUPER_ADMIN);

/** Whether the roles give the capability in the programme (super admin: in every programme). */
export const canInProgram = (roles: readonly HeldRole[], idProgram: number, capability: StaffCapability) =>
  isSuperAdminRole(roles) ||
  roles.some(
    (role) => role.idProgram === idProgram && (ROLE_CAPABILITIES[role.idRole] ?? []).includes(capability),
  );

/** Whether the roles give the capability in at least one programme. */
export const canAnywhere = (roles: readonly HeldRole[], capability: StaffCapability) =>
  isSuperAdminRole(roles) ||
  roles.some((role) => (ROLE_CAPABILITIES[role.idRole] ?? []).includes(capability));

/** The programmes in which the roles give the capability; null means every programme (super admin). */
export function programsWhere(roles: readonly HeldRole[], capability: StaffCapability): number[] | null {
  if (isSuperAdminRole(roles)) return null;
  const ids = roles
    .filter((role) => (ROLE_CAPABILITIES[role.idRole] ?? []).includes(capability))
    .map((role) => role.idProgram);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export const staffMessages = {
  notAdmin: 'User tidak terdaftar sebagai admin',
  noProgrammes: 'Anda belum memegang peran di program mana pun.',
} as const;
