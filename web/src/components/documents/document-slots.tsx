import './styles';
import type { DocumentResponse } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';
import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { UploadTarget } from '../../lib/documents';
import { DocumentPreview } from './document-preview';
import { DocumentSlot } from './document-slot';
import { slotVersions } from './versions';

export interface DocumentSlotsProps {
  /** The document types the programme asks for, one slot each. */
  types: readonly ProgramDocumentType[];
  /** Every version to show, of any of those types. */
  documents: readonly DocumentResponse[];
  target: UploadTarget;
  /** No uploads, replacements or removals at all (e.g. staff). */
  locked?: boolean;
  /** Only replacing a version staff have not accepted: nothing added or removed (documents complete). */
  replaceOnly?: boolean;
  /** Whether a version may be changed here at all; by default every one. */
  canChange?: (document: DocumentResponse) => boolean;
  /** Whether the viewer may open a version (another person's KTP/KK is listed but not opened). */
  canPreview?: (document: DocumentResponse) => boolean;
  /** A line shown with a version (e.g. that it is the member's own, already there), or none. */
  noteOf?: (document: DocumentResponse) => string | null;
  onUploaded: (document: DocumentResponse) => void;
  onRemoved: (document: DocumentResponse) => void;
  /** More buttons on each version, e.g. its comment dialog. */
  actions?: (document: DocumentResponse, name: string) => ReactNode;
}

/**
 * The upload slots of the wizard's documents step and of "Lengkapi pengajuan" (spec §2): one per
 * document type, with its versions, their review and the preview modal.
 */
export function DocumentSlots({
  types,
  documents,
  target,
  locked = false,
  replaceOnly = false,
  canChange = () => true,
  canPreview = () => true,
  noteOf,
  onUploaded,
  onRemoved,
  actions,
}: DocumentSlotsProps) {
  const [previewed, setPreviewed] = useState<DocumentResponse | null>(null);
  const nameOf = (idDocumentType: number) =>
    types.find((type) => type.idDocumentType === idDocumentType)?.documentType.name ?? 'Dokumen';
  return (
    <Stack gap="sm">
      {types.map((slot) => (
        <DocumentSlot
          key={slot.idDocumentType}
          slot={slot}
          versions={slotVersions(documents, slot.idDocumentType)}
          target={target}
          locked={locked}
          replaceOnly={replaceOnly}
          canChange={canChange}
          canPreview={canPreview}
          noteOf={noteOf}
          onUploaded={onUploaded}
          onRemoved={onRemoved}
          onPreview={setPreviewed}
          actions={actions && ((document) => actions(document, slot.documentType.name))}
        />
      ))}
      <DocumentPreview
        document={previewed}
        name={previewed ? nameOf(previewed.idDocumentType) : ''}
        onClose={() => setPreviewed(null)}
      />
    </Stack>
  );
}
