import type { authEndpoints, LoginMemberInput } from '@amal/contract/auth';
import type { Answer } from '@amal/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

// The login page is a first page: `call(authEndpoints.loginMember)` would bring auth.ts's schemas
// (and the user's, and zod) into it (decision 0009). The definition is read as a type only: a
// changed path or answer still fails the type check here.
type Login = typeof authEndpoints.loginMember;
const LOGIN_PATH: Login['path'] = '/login/member';

/** POST /api/login/member: the server sets the session cookie; the token is never read here. */
export const loginMember = (input: LoginMemberInput) => api.post<Answer<Login>>(LOGIN_PATH, input);

/** Logs in and, before settling, reloads the current user so the next page sees the member. */
export function useLoginMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
