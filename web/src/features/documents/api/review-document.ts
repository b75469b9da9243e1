import { type DocumentReview, documentsEndpoints } from '@amal/contract/documents';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** PATCH /api/document/{idDocument}/review: the version as reviewed (documentComplete recomputed). */
export const reviewDocument = (idDocument: number, review: DocumentReview) =>
  call(documentsEndpoints.review, { params: { idDocument }, body: review });

export const useReviewDocument = () =>
  useMutation({
    mutationFn: ({ idDocument, review }: { idDocument: number; review: DocumentReview }) =>
      reviewDocument(idDocument, review),
  });
