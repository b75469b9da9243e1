import { type CompleteProfileInput, googleEndpoints } from '@amal/contract/google';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/** PUT /api/user/profile: a non-member's full name, WhatsApp, gender and date of birth (decision 0046). */
export const completeProfile = (body: CompleteProfileInput) =>
  call(googleEndpoints.completeProfile, { body });

/** Saves the profile and reloads the user, whom every page's guard reads. */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
