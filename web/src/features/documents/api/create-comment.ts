import type { CommentCreate, CommentResponse } from '@amal/contract/comments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/comment: the stored comment (it is also published on the proposal's live channel). */
export const createComment = (comment: CommentCreate) => api.post<CommentResponse>('/comment', comment);

export const useCreateComment = () => useMutation({ mutationFn: createComment });
