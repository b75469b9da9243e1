import type { DocumentResponse } from '@amal/contract/documents';
import { slotVersions } from '../../../components/documents/versions';

/** Only the version in force is reviewed: the server refuses a replaced or removed one. */
export const isCurrentVersion = (documents: readonly DocumentResponse[], document: DocumentResponse) =>
  slotVersions(documents, document.idDocumentType).some(
    (version) => version.document.idDocument === document.idDocument && version.state === 'current',
  );
