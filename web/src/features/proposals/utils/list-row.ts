import { PROPOSAL_STATUS_RETURNED } from '@amal/contract/constants';
import type { ProposalListBy, ProposalListItem } from '@amal/contract/proposals';
import type { useProposals } from '../api/get-proposals';

/** A proposal as the home lists show it (spec §2 "Home proposal lists"). */
export function toListRow(item: ProposalListItem, by: ProposalListBy) {
  // Only the referrer completes documents (spec §4 "Documents"); the recipient sees the detail.
  const needsDocuments = !item.documentComplete && by === 'referer';
  // Sent back for revision: the applicant (the referrer) corrects the sections staff named.
  const returned = item.status.idProposalStatus === PROPOSAL_STATUS_RETURNED && by === 'referer';
  return {
    idProposal: item.idProposal,
    // An institution's proposal is named after the institution, a person's after the recipient.
    name: item.organization?.name ?? item.reference.fullName,
    date: item.createdAt,
    programName: item.program.name,
    statusName: item.status.name,
    // The row asks for documents only from the one who can upload them.
    documentComplete: !needsDocuments,
    returned,
    href: returned
      ? `/proposal/${item.idProposal}/perbaiki`
      : needsDocuments
        ? `/update-proposal/${item.idProposal}`
        : // The recipient's link says so: the detail asks their side first, not the referrer's.
          `/proposal/${item.idProposal}${by === 'reference' ? '?by=reference' : ''}`,
  };
}

/** What a proposal list shows of one page of `useProposals`: its rows, their total, whether it loads. */
export function listPage(list: ReturnType<typeof useProposals>, by: ProposalListBy) {
  return {
    rows: list.data?.data.map((item) => toListRow(item, by)) ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
  };
}
