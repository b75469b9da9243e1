import { type CommentCreate, commentsEndpoints } from '@amal/contract/comments';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/comment: the stored comment (it is also published on the proposal's live channel). */
export const createComment = (comment: CommentCreate) => call(commentsEndpoints.create, { body: comment });

export const useCreateComment = () => useMutation({ mutationFn: createComment });
