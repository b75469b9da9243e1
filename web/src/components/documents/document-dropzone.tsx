import { type DocumentFileKind, documentMessages } from '@amal/contract/documents';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconCloudUpload, IconFileX, IconUpload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { dropzoneAccept, uploadHint, uploadRefusal } from './upload-rules';

/** "Upload gagal" with the reason (spec §5 "Uploads", §8 "Upload rejected"). */
export const notifyRefusal = (reason: string) =>
  notifications.show({ color: 'red', title: documentMessages.uploadFailed, message: reason });

/** The files that may be uploaded; every other one is refused with its reason, before any request. */
export function acceptableFiles(
  files: readonly File[],
  idProgram: number,
  kinds: readonly DocumentFileKind[],
): File[] {
  return files.filter((file) => {
    const refusal = uploadRefusal(file, idProgram, kinds);
    if (refusal) notifyRefusal(refusal);
    return refusal == null;
  });
}

interface DocumentDropzoneProps {
  /** The slot's name, for the picker's accessible label. */
  label: string;
  idProgram: number;
  /** The kinds of file the slot's type takes: the picker offers those only. */
  kinds: readonly DocumentFileKind[];
  /** Whether the type takes several files (then several may be picked or dropped at once). */
  multiple: boolean;
  loading: boolean;
  onFiles: (files: File[]) => void;
}

/** Drop files here, or tap to open the phone's picker (Mantine Dropzone). */
export function DocumentDropzone({
  label,
  idProgram,
  kinds,
  multiple,
  loading,
  onFiles,
}: DocumentDropzoneProps) {
  const accept = useMemo(() => dropzoneAccept(kinds), [kinds]);
  const drop = (files: File[]) => {
    const acceptable = acceptableFiles(files, idProgram, kinds);
    if (acceptable.length > 0) onFiles(acceptable);
  };
  // A type the picker would not offer but was dropped anyway: the contract says why.
  const reject = (rejections: FileRejection[]) => {
    for (const { file } of rejections)
      notifyRefusal(uploadRefusal(file, idProgram, kinds) ?? documentMessages.unsupported);
  };
  return (
    <Dropzone
      onDrop={drop}
      onReject={reject}
      accept={accept}
      multiple={multiple}
      loading={loading}
      inputProps={{ 'aria-label': `Unggah ${label}` }}
    >
      <Group justify="center" gap="sm" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={36} color="var(--mantine-color-teal-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconFileX size={36} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Ketuk untuk memilih dokumen atau tarik ke sini
          </Text>
          <Text size="xs" c="dimmed">
            {uploadHint(idProgram, kinds)}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
