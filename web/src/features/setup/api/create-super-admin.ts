import type { SetupInput, SetupResponse } from '@amal/contract/setup';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/setup: the first super admin; the link dies with it. */
export const createSuperAdmin = (input: SetupInput) => api.post<SetupResponse>('/setup', input);

export const useCreateSuperAdmin = () => useMutation({ mutationFn: createSuperAdmin });
