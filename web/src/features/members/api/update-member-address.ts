import type { BodyInput } from '@amal/contract/endpoint';
import { memberEndpoints } from '@amal/contract/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { keepCorrectedMember } from './member-cache';

type Input = { nip: string; body: BodyInput<typeof memberEndpoints.updateAddress> };

/** PATCH /api/member/{nip}/alamat: the member's record as it is after the correction. */
export const updateMemberAddress = ({ nip, body }: Input) =>
  call(memberEndpoints.updateAddress, { params: { nip }, body });

export function useUpdateMemberAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberAddress,
    onSuccess: (member) => keepCorrectedMember(queryClient, member),
  });
}
