import { type CommentTable, commentsEndpoints } from '@amal/contract/comments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface CommentThread {
  idProposal: number;
  idReference: number;
  tableReference: CommentTable;
}

/** GET /api/comment/reference/{idProposal}/{idReference}/{tableReference}: a record's thread, oldest first. */
export const getComments = (
  { idProposal, idReference, tableReference }: CommentThread,
  signal?: AbortSignal,
) => call(commentsEndpoints.listOfRecord, { params: { idProposal, idReference, tableReference }, signal });

export const commentsQueryOptions = (thread: CommentThread) =>
  queryOptions({
    queryKey: ['comments', thread.idProposal, thread.tableReference, thread.idReference],
    queryFn: ({ signal }) => getComments(thread, signal),
    // Read afresh each time the dialog opens: comments made while it was closed came by no channel.
    staleTime: 0,
  });

export const useComments = (thread: CommentThread) => useQuery(commentsQueryOptions(thread));
