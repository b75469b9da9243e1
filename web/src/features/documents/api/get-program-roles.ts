import { ROLE_GUEST } from '@amal/contract/constants';
import { programsEndpoints, type Role } from '@amal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/administrator/roles/{idProgram}: the caller's roles in that programme (none for applicants). */
export const getProgramRoles = (idProgram: number, signal?: AbortSignal) =>
  call(programsEndpoints.callerRoles, { params: { idProgram }, signal });

/** Verifiers and the programme's administrators review documents; a guest ("Tamu") only looks. */
export const canReviewWith = (roles: readonly Role[]) => roles.some((role) => role.idRole !== ROLE_GUEST);

export const programRolesQueryOptions = (idProgram: number) =>
  queryOptions({
    queryKey: ['program', idProgram, 'roles'],
    queryFn: ({ signal }) => getProgramRoles(idProgram, signal),
  });

export const useProgramRoles = (idProgram: number) => useQuery(programRolesQueryOptions(idProgram));
