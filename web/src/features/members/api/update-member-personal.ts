import type { BodyInput } from '@amal/contract/endpoint';
import { memberEndpoints } from '@amal/contract/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { keepCorrectedMember } from './member-cache';

type Input = { nip: string; body: BodyInput<typeof memberEndpoints.updatePersonal> };

/** PATCH /api/member/{nip}/data-diri: the member's record as it is after the correction. */
export const updateMemberPersonal = ({ nip, body }: Input) =>
  call(memberEndpoints.updatePersonal, { params: { nip }, body });

export function useUpdateMemberPersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberPersonal,
    onSuccess: (member) => keepCorrectedMember(queryClient, member),
  });
}
