/**
 * Administrators and their roles (issue 34 item 6; spec §3 Administrator, §6 roles): a super admin
 * lists the staff, finds a member by NIP or name to make staff, and grants or removes a role of the
 * spec's table in one programme. A role in programme A gives nothing in programme B.
 */
import { idParam, idSchema, listResponseSchema, positiveIntParam } from './api.ts';
import { ROLES } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** The most administrators one page of the list shows. */
export const ADMINISTRATOR_LIST_MAX_ROWS = 100;
/** The most members one search for a new staff member answers. */
export const MEMBER_SEARCH_MAX_ROWS = 20;
/** Characters a member search needs: fewer would list half the membership. */
export const MEMBER_SEARCH_MIN = 2;
const SEARCH_MAX = 100;

export const administratorMessages = {
  roleHeld: 'Peran ini sudah dimiliki anggota tersebut di program ini',
  roleInvalid: 'Peran tidak valid',
  programInvalid: 'Program tidak valid',
  memberNotFound: 'Anggota tidak ditemukan',
  administratorNotFound: 'Administrator tidak ditemukan',
  roleNotFound: 'Peran tidak ditemukan',
  lastSuperAdmin: 'Tidak dapat menghapus peran Super Admin terakhir Anda',
  searchTooShort: `Ketik minimal ${MEMBER_SEARCH_MIN} huruf NIP atau nama`,
  granted: 'Peran berhasil ditambahkan',
  removed: 'Peran berhasil dihapus',
} as const;

const ROLE_IDS: readonly number[] = ROLES.map((role) => role.idRole);
/** Whether the id is a role of the spec's table (3–15). */
export const isRoleId = (idRole: number) => ROLE_IDS.includes(idRole);

const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/administrators/{page}/{rows}: a prefix of the NIP or of the name, case-insensitive. */
export const administratorListQuerySchema = z.object({
  search: z.preprocess(blankIsAbsent, z.string().trim().max(SEARCH_MAX).optional()),
});
export type AdministratorListQuery = z.infer<typeof administratorListQuerySchema>;

/** GET /api/administrator/members/{page}/{rows}: the member search of "Tambah staf". */
export const memberSearchQuerySchema = z.object({
  search: z
    .string({ error: administratorMessages.searchTooShort })
    .trim()
    .min(MEMBER_SEARCH_MIN, { error: administratorMessages.searchTooShort })
    .max(SEARCH_MAX),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** One role an administrator holds, in one programme. */
export const administratorRoleSchema = z.object({
  idAdministratorRole: z.number().int(),
  idProgram: z.number().int(),
  programName: z.string(),
  idRole: z.number().int(),
  roleName: z.string(),
});
export type AdministratorRole = z.infer<typeof administratorRoleSchema>;

/** A staff member: the person and every role they hold, by programme then role. */
export const administratorSchema = z.object({
  idAdministrator: z.number().int(),
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string().nullable(),
  roles: z.array(administratorRoleSchema),
});
export type Administrator = z.infer<typeof administratorSchema>;

export const administratorListResponseSchema = listResponseSchema(administratorSchema);
export type AdministratorListResponse = z.infer<typeof administratorListResponseSchema>;

/** A member found to be made staff: only what picking them needs. */
export const memberCandidateSchema = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string().nullable(),
  /** Their administrator record when they are staff already; null otherwise. */
  idAdministrator: z.number().int().nullable(),
});
export type MemberCandidate = z.infer<typeof memberCandidateSchema>;
export const memberCandidateListResponseSchema = listResponseSchema(memberCandidateSchema);
export type MemberCandidateListResponse = z.infer<typeof memberCandidateListResponseSchema>;

/** POST /api/administrator/role: a role of the table, in one programme, for a member. */
export const grantRoleSchema = z.object({
  /** The member; their administrator record is made when they have none. */
  idUser: idSchema,
  idProgram: idSchema,
  idRole: z
    .number({ error: administratorMessages.roleInvalid })
    .int({ error: administratorMessages.roleInvalid })
    .refine(isRoleId, { error: administratorMessages.roleInvalid }),
});
export type GrantRole = z.infer<typeof grantRoleSchema>;

const tag = 'administrators';

export const administratorEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/administrators/:page/:rows',
    summary: 'List the administrators with their roles per programme',
    tag,
    access: 'staff',
    params: z.object({ page: positiveIntParam, rows: positiveIntParam.max(ADMINISTRATOR_LIST_MAX_ROWS) }),
    query: administratorListQuerySchema,
    response: { 200: administratorListResponseSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/administrator/:id',
    summary: 'Read an administrator with their roles',
    tag,
    access: 'staff',
    params: z.object({ id: idParam }),
    response: { 200: administratorSchema },
  }),
  members: endpoint({
    method: 'GET',
    path: '/administrator/members/:page/:rows',
    summary: 'Find members by NIP or name prefix to make them staff',
    tag,
    access: 'staff',
    params: z.object({ page: positiveIntParam, rows: positiveIntParam.max(MEMBER_SEARCH_MAX_ROWS) }),
    query: memberSearchQuerySchema,
    response: { 200: memberCandidateListResponseSchema },
  }),
  grant: endpoint({
    method: 'POST',
    path: '/administrator/role',
    summary: 'Grant a member a role in a programme',
    tag,
    access: 'staff',
    body: grantRoleSchema,
    response: { 201: administratorSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/administrator/role/:idAdministratorRole',
    summary: 'Remove a role from an administrator',
    tag,
    access: 'staff',
    params: z.object({ idAdministratorRole: idParam }),
    response: { 200: administratorSchema },
  }),
};
