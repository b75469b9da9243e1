import type { ProgramDocumentType } from '@amal/contract/programs';
import { Loader } from '@mantine/core';
import { DocumentSlots } from '../../../components/documents/document-slots';
import { QueryError } from '../../../components/ui/query-error';
import { useOwnDocuments, useRefreshOwnDocuments } from '../api/get-own-documents';

/** The member's own documents belong to no programme: the upload names none (the server's person slot). */
const OWN_TARGET = { idProgram: 0 };

/**
 * The member's KTP and KK, uploaded as their own documents (POST /api/document/type with the type
 * only): the slots of the wizard and "Lengkapi pengajuan", with their versions and preview.
 */
export function OwnDocuments() {
  const { types, documents } = useOwnDocuments();
  const refresh = useRefreshOwnDocuments();
  const error = types.error ?? documents.error;
  if (error) {
    return (
      <QueryError error={error} onRetry={() => void Promise.all([types.refetch(), documents.refetch()])} />
    );
  }
  if (!types.data || !documents.data) return <Loader size="sm" aria-label="Memuat dokumen" />;
  const slots: ProgramDocumentType[] = types.data.map((documentType) => ({
    idDocumentType: documentType.idDocumentType,
    required: true,
    documentType,
  }));
  return (
    <DocumentSlots
      types={slots}
      documents={documents.data}
      target={OWN_TARGET}
      onUploaded={() => void refresh()}
      onRemoved={() => void refresh()}
    />
  );
}
