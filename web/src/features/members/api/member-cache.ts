import type { MemberDetail } from '@amal/contract/members';
import type { QueryClient } from '@tanstack/react-query';
import { memberQueryOptions } from './get-member';
import { membersQueryKey } from './get-members';

/**
 * After a correction: the answer is the member now; the list may show another name or number, and
 * the history has one more line.
 */
export async function keepCorrectedMember(queryClient: QueryClient, member: MemberDetail) {
  queryClient.setQueryData(memberQueryOptions(member.nip).queryKey, member);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...membersQueryKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...membersQueryKey, 'audit', member.idUser] }),
  ]);
}
