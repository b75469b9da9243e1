import {
  COMMENT_EVENT,
  type CommentResponse,
  commentResponseSchema,
  commentsEndpoints,
} from '@amal/contract/comments';
import { pathOf } from '@amal/contract/endpoint';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { mergeComments } from '../utils/merge-comments';
import type { CommentThread } from './get-comments';

/** A live event's comment, or null for anything that is not one. */
function parseComment(data: string): CommentResponse | null {
  try {
    const parsed = commentResponseSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The thread's comments that arrive while the caller is mounted, through the proposal's live channel
 * (GET /api/live/comment-{idProposal}, server-sent events `comment`), plus those `add` is given
 * (the caller's own, as its POST answers). The channel closes on unmount.
 */
export function useLiveComments({ idProposal, idReference, tableReference }: CommentThread) {
  const [live, setLive] = useState<CommentResponse[]>([]);
  const add = useCallback(
    (comment: CommentResponse) => setLive((current) => mergeComments(current, [comment])),
    [],
  );
  useEffect(() => {
    // Same origin: the session cookie goes with it.
    const source = new EventSource(`${API_BASE}${pathOf(commentsEndpoints.live, { idProposal })}`);
    const receive = (event: MessageEvent<string>) => {
      const comment = parseComment(event.data);
      if (comment?.idReference === idReference && comment.tableReference === tableReference) add(comment);
    };
    source.addEventListener(COMMENT_EVENT, receive);
    return () => {
      source.removeEventListener(COMMENT_EVENT, receive);
      source.close();
    };
  }, [idProposal, idReference, tableReference, add]);
  return { live, add };
}
