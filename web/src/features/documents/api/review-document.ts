import type { DocumentResponse, DocumentReview } from '@amal/contract/documents';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/document/{idDocument}/review: the version as reviewed (documentComplete recomputed). */
export const reviewDocument = (idDocument: number, review: DocumentReview) =>
  api.patch<DocumentResponse>(`/document/${idDocument}/review`, review);

export const useReviewDocument = () =>
  useMutation({
    mutationFn: ({ idDocument, review }: { idDocument: number; review: DocumentReview }) =>
      reviewDocument(idDocument, review),
  });
