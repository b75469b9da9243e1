import type { DocumentResponse } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';
import { Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentSlots } from '../../../components/documents/document-slots';
import { QueryError } from '../../../components/ui/query-error';
import { proposalDocumentsQueryOptions, useProposalDocuments } from '../api/get-proposal-documents';
import { CommentButton } from './comment-dialog';
import { DocumentStatus } from './document-status';

interface ProposalDocumentsProps {
  idProposal: number;
  idProgram: number;
  types: readonly ProgramDocumentType[];
  /** documentComplete: nothing may be added, replaced or removed any more. */
  complete: boolean;
  /** After an upload or a removal: the server has recomputed documentComplete. */
  onChanged: () => void;
}

/**
 * A proposal's documents on "Lengkapi pengajuan": every version by type with its review, uploads
 * while incomplete, and each version's comment dialog.
 */
export function ProposalDocuments({
  idProposal,
  idProgram,
  types,
  complete,
  onChanged,
}: ProposalDocumentsProps) {
  const queryClient = useQueryClient();
  const documents = useProposalDocuments(idProposal);
  if (documents.isPending) return <Skeleton h={200} radius="md" aria-label="Memuat dokumen" />;
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

  return (
    <Stack gap="md">
      <DocumentStatus complete={complete} types={types} documents={documents.data.data} />
      <DocumentSlots
        types={types}
        documents={documents.data.data}
        target={{ idProgram, idProposal }}
        locked={complete}
        canChange={ofProposal}
        onUploaded={(document) => update((list) => [...list, document])}
        onRemoved={(document) =>
          update((list) =>
            list.map((item) => (item.idDocument === document.idDocument ? { ...item, removed: true } : item)),
          )
        }
        actions={(document, name) =>
          ofProposal(document) && (
            <CommentButton
              thread={{ idProposal, idReference: document.idDocument, tableReference: 'documents' }}
              name={name}
            />
          )
        }
      />
    </Stack>
  );
}
