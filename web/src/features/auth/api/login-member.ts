import type { authEndpoints, LoginMemberInput } from '@amal/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

// The login page is a first page: the definition is read as a type (callRoute).
type Login = typeof authEndpoints.loginMember;

/** POST /api/login/member: the server sets the session cookie; the token is never read here. */
export const loginMember = (input: LoginMemberInput) =>
  callRoute<Login>({ method: 'POST', path: '/login/member' }, { body: input });

/** Logs in and, before settling, reloads the current user so the next page sees the member. */
export function useLoginMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
