import type { MemberDetail } from '@amal/contract/members';
import type { QueryClient } from '@tanstack/react-query';
import { memberQueryOptions } from './get-member';
import { membersQueryKey } from './get-members';

/** After a correction: the answer is the member now, and the list may show another name or number. */
export async function keepCorrectedMember(queryClient: QueryClient, member: MemberDetail) {
  queryClient.setQueryData(memberQueryOptions(member.nip).queryKey, member);
  await queryClient.invalidateQueries({ queryKey: [...membersQueryKey, 'list'] });
}
