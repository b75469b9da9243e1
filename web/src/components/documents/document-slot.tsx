import { type DocumentResponse, documentMessages } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useMemo, useState } from 'react';
import { removeDocument, type UploadTarget, uploadDocument } from '../../lib/documents';
import { messageOf, notifyError } from '../../lib/notify-error';
import { acceptableFiles, DocumentDropzone, notifyRefusal } from './document-dropzone';
import { DocumentVersion } from './document-version';
import { slotKinds, uploadHint } from './upload-rules';
import type { SlotVersion } from './versions';

export interface DocumentSlotProps {
  slot: ProgramDocumentType;
  versions: SlotVersion[];
  target: UploadTarget;
  /** No uploads, replacements or removals at all (e.g. staff, who upload nothing here). */
  locked: boolean;
  /**
   * Nothing added or removed, but a version staff have not accepted may still be replaced (the
   * proposal's documents are complete: a wrong file is put right, not taken away).
   */
  replaceOnly?: boolean;
  /** Whether a version may be changed here at all (e.g. not another person's document). */
  canChange: (document: DocumentResponse) => boolean;
  canPreview: (document: DocumentResponse) => boolean;
  /** A line shown with a version (e.g. "Sudah ada: dokumen milik Anda"), or none. */
  noteOf?: (document: DocumentResponse) => string | null;
  onUploaded: (document: DocumentResponse) => void;
  onRemoved: (document: DocumentResponse) => void;
  onPreview: (document: DocumentResponse) => void;
  actions?: (document: DocumentResponse) => ReactNode;
}

/**
 * One document type of the programme: its versions (each replaceable until staff accept it) and,
 * while allowed, a dropzone to add one.
 */
export function DocumentSlot({
  slot,
  versions,
  target,
  locked,
  replaceOnly = false,
  canChange,
  canPreview,
  noteOf,
  onUploaded,
  onRemoved,
  onPreview,
  actions,
}: DocumentSlotProps) {
  const [busy, setBusy] = useState(false);
  const { name, multiple } = slot.documentType;
  const kinds = useMemo(() => slotKinds(slot), [slot]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const upload = (files: File[], idDocumentReplaced?: number) =>
    run(async () => {
      for (const file of files) {
        try {
          const document = await uploadDocument({
            ...target,
            file,
            idDocumentType: slot.idDocumentType,
            idDocumentReplaced,
          });
          notifications.show({ color: 'teal', message: documentMessages.uploaded });
          onUploaded(document);
        } catch (error) {
          notifyRefusal(messageOf(error, documentMessages.uploadFailed));
        }
      }
    });
  const remove = (document: DocumentResponse) =>
    run(async () => {
      try {
        await removeDocument(document.idDocument);
        notifications.show({ color: 'teal', message: documentMessages.removed });
        onRemoved(document);
      } catch (error) {
        notifyError(messageOf(error, ''));
      }
    });
  const replace = (document: DocumentResponse, file: File) => {
    const [acceptable] = acceptableFiles([file], target.idProgram, kinds);
    if (acceptable) void upload([acceptable], document.idDocument);
  };

  const hasCurrent = versions.some((version) => version.state === 'current');
  const replaceable = (document: DocumentResponse) =>
    !locked && document.reviewStatus !== 'ACCEPTED' && canChange(document);
  const adding = !locked && !replaceOnly && (multiple || !hasCurrent);
  // Without the dropzone, the formats a replacement may have are said under the slot's name.
  const replacing = !adding && versions.some((v) => v.state === 'current' && replaceable(v.document));

  return (
    <Paper component="section" aria-label={name} withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {multiple && (
              <Text size="xs" c="dimmed">
                Boleh lebih dari satu dokumen
              </Text>
            )}
            {replacing && (
              <Text size="xs" c="dimmed">
                Format: {uploadHint(target.idProgram, kinds)}
              </Text>
            )}
          </Stack>
          <Badge variant="dot" color={slot.required ? 'orange' : 'gray'} style={{ flexShrink: 0 }}>
            {slot.required ? 'Wajib' : 'Opsional'}
          </Badge>
        </Group>
        {versions.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {versions.map((version) => (
              <DocumentVersion
                key={version.document.idDocument}
                version={version}
                name={name}
                replaceable={replaceable(version.document)}
                removable={replaceable(version.document) && !replaceOnly}
                kinds={kinds}
                note={noteOf?.(version.document)}
                busy={busy}
                onPreview={canPreview(version.document) ? () => onPreview(version.document) : undefined}
                onReplace={(file) => replace(version.document, file)}
                onRemove={() => void remove(version.document)}
                actions={actions?.(version.document)}
              />
            ))}
          </Stack>
        )}
        {adding && (
          <DocumentDropzone
            label={name}
            idProgram={target.idProgram}
            kinds={kinds}
            multiple={multiple}
            loading={busy}
            onFiles={(files) => void upload(files)}
          />
        )}
      </Stack>
    </Paper>
  );
}
