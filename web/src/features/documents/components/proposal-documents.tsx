import type { DocumentResponse } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';
import { Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentSlots } from '../../../components/documents/document-slots';
import { QueryError } from '../../../components/ui/query-error';
import { proposalDocumentsQueryOptions, useProposalDocuments } from '../api/get-proposal-documents';
import { isCurrentVersion } from '../utils/is-current-version';
import { CommentButton } from './comment-dialog';
import { DocumentStatus } from './document-status';
import { ReviewButtons } from './review-buttons';

interface ProposalDocumentsProps {
  idProposal: number;
  idProgram: number;
  types: readonly ProgramDocumentType[];
  /**
   * documentComplete: nothing may be added or removed any more; a version staff have not accepted
   * may still be replaced (a wrong file put right).
   */
  complete: boolean;
  /**
   * A verifier or the programme's administrator: reviews each version in force, and uploads nothing
   * (the server refuses staff uploads to a proposal).
   */
  reviewer?: boolean;
  /**
   * Whether the review buttons show; a reviewer's by default. The staff detail passes the server's
   * answer for this person on this proposal (`allowed.reviewDocuments`) rather than a role check.
   */
  canReview?: boolean;
  /** The member looking: a recipient's own KTP/KK open only for them and for staff. */
  idViewer: number;
  /** After an upload, a removal or a review: the server has recomputed documentComplete. */
  onChanged: () => void;
}

/**
 * A proposal's documents on "Lengkapi pengajuan" / "Dokumen dan komentar": every version by type
 * with its review, uploads while incomplete, replacing a version until staff accept it, and each
 * version's comment dialog, at every status.
 */
export function ProposalDocuments({
  idProposal,
  idProgram,
  types,
  complete,
  reviewer = false,
  canReview = reviewer,
  idViewer,
  onChanged,
}: ProposalDocumentsProps) {
  const queryClient = useQueryClient();
  const documents = useProposalDocuments(idProposal);
  if (documents.isPending) return <Skeleton h={200} radius="md" role="status" aria-label="Memuat dokumen" />;
  if (documents.isError) return <QueryError error={documents.error} onRetry={() => documents.refetch()} />;

  const { queryKey } = proposalDocumentsQueryOptions(idProposal);
  // Shown at once, then read again: the server has the last word on versions and reviews.
  const update = (change: (list: DocumentResponse[]) => DocumentResponse[]) => {
    queryClient.setQueryData(queryKey, (current) => current && { ...current, data: change(current.data) });
    void queryClient.invalidateQueries({ queryKey });
    onChanged();
  };
  // The recipient's own documents (KTP, KK) are listed too, but belong to no proposal: read only here.
  const ofProposal = (document: DocumentResponse) => document.idProposal === idProposal;
  const previewable = (document: DocumentResponse) =>
    reviewer || ofProposal(document) || document.idUser === idViewer;
  const shown = documents.data.data;
  const reviewable = (document: DocumentResponse) => canReview && isCurrentVersion(shown, document);
  const reviewed = (document: DocumentResponse) =>
    update((items) => items.map((item) => (item.idDocument === document.idDocument ? document : item)));

  return (
    <Stack gap="md">
      <DocumentStatus complete={complete} types={types} documents={shown} />
      <DocumentSlots
        types={types}
        documents={shown}
        target={{ idProgram, idProposal }}
        locked={reviewer}
        replaceOnly={complete}
        canChange={ofProposal}
        canPreview={previewable}
        onUploaded={(document) => update((list) => [...list, document])}
        onRemoved={(document) =>
          update((list) =>
            list.map((item) => (item.idDocument === document.idDocument ? { ...item, removed: true } : item)),
          )
        }
        actions={(document, name) => (
          <>
            {reviewable(document) && <ReviewButtons document={document} name={name} onReviewed={reviewed} />}
            {ofProposal(document) && (
              <CommentButton
                thread={{ idProposal, idReference: document.idDocument, tableReference: 'documents' }}
                name={name}
              />
            )}
          </>
        )}
      />
    </Stack>
  );
}
