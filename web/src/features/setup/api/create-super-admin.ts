import { type SetupInput, setupEndpoints } from '@amal/contract/setup';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/setup: the first super admin; the link dies with it. */
export const createSuperAdmin = (input: SetupInput) => call(setupEndpoints.createSuperAdmin, { body: input });

export const useCreateSuperAdmin = () => useMutation({ mutationFn: createSuperAdmin });
