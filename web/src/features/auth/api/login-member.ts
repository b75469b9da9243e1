import type { LoginMemberInput, LoginResponse } from '@amal/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/** POST /api/login/member: the server sets the session cookie; the token is never read here. */
export const loginMember = (input: LoginMemberInput) => api.post<LoginResponse>('/login/member', input);

/** Logs in and, before settling, reloads the current user so the next page sees the member. */
export function useLoginMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
