import { countsTowardComplete, type DocumentResponse } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { slotVersions } from '../../../components/documents/versions';

interface Reupload {
  idDocument: number;
  name: string;
  reason: string | null;
}

/** What still keeps the proposal incomplete: required types with nothing that counts, and versions to upload again. */
function outstanding(types: readonly ProgramDocumentType[], documents: readonly DocumentResponse[]) {
  const missing: string[] = [];
  const reuploads: Reupload[] = [];
  for (const type of types) {
    const current = slotVersions(documents, type.idDocumentType).filter(
      (version) => version.state === 'current',
    );
    const asked = current.filter(({ document }) => document.reviewStatus === 'REUPLOAD');
    for (const { document } of asked) {
      reuploads.push({
        idDocument: document.idDocument,
        name: type.documentType.name,
        reason: document.reviewReason,
      });
    }
    // A type whose upload must be redone is listed with its reason, not as never uploaded.
    const counted = current.some(({ document }) => countsTowardComplete(document.reviewStatus));
    if (type.required && !counted && asked.length === 0) missing.push(type.documentType.name);
  }
  return { missing, reuploads };
}

/** The summary above the slots: complete, or what is missing and why a version must be uploaded again. */
export function DocumentStatus({
  complete,
  types,
  documents,
}: {
  complete: boolean;
  types: readonly ProgramDocumentType[];
  documents: readonly DocumentResponse[];
}) {
  if (complete) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Dokumen lengkap">
        Semua dokumen pengajuan sudah diunggah. Dokumen yang belum diterima petugas masih bisa diganti.
      </Alert>
    );
  }
  const { missing, reuploads } = outstanding(types, documents);
  if (missing.length === 0 && reuploads.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Dokumen belum lengkap"
    >
      <Stack gap="xs">
        {missing.length > 0 && <Text size="sm">Belum diunggah: {missing.join(', ')}.</Text>}
        {reuploads.length > 0 && (
          <>
            <Text size="sm">Perlu unggah ulang:</Text>
            <List size="sm" spacing={2} aria-label="Perlu unggah ulang">
              {reuploads.map((reupload) => (
                <List.Item key={reupload.idDocument} style={{ overflowWrap: 'anywhere' }}>
                  {reupload.name}
                  {reupload.reason ? `: ${reupload.reason}` : ''}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
