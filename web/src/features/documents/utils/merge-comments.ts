import type { CommentResponse } from '@amal/contract/comments';

/**
 * One thread from the comments read and those that came live: each comment once (the poster's own
 * arrives both as the answer to its POST and on the live channel), oldest first.
 */
export function mergeComments(...lists: readonly (readonly CommentResponse[])[]): CommentResponse[] {
  const byId = new Map<number, CommentResponse>();
  for (const comment of lists.flat()) byId.set(comment.idComment, comment);
  return [...byId.values()].sort((a, b) => a.idComment - b.idComment);
}
