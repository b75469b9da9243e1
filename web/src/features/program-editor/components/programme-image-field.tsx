import {
  PROGRAM_IMAGE_MAX_MB,
  PROGRAM_IMAGE_TYPES,
  type ProgramImageKind,
  programImageLabels,
  programImageMessages,
  programImageRefusal,
} from '@amal/contract/program-images';
import { Button, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconCloudUpload, IconPhotoX, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import '../../../components/documents/styles';
import { messageOf } from '../../../lib/notify-error';
import { useSaveProgramImage } from '../api/save-program-image';

/** What the picker offers: each content type with its names (a JPEG may end in .jpg or .jpeg). */
const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(PROGRAM_IMAGE_TYPES).map(([extension, type]) => [
    type,
    extension === 'jpg' ? ['.jpg', '.jpeg'] : [`.${extension}`],
  ]),
);

/** How the current image is drawn: an icon as the card's 40 px one (larger here), a banner as wide as the card. */
const PREVIEW: Record<ProgramImageKind, { w: number | string; h: number; fit: 'contain' | 'cover' }> = {
  icon: { w: 64, h: 64, fit: 'contain' },
  banner: { w: '100%', h: 120, fit: 'cover' },
};

/**
 * One of the programme's images (decision 0052): the current one, a dropzone that uploads a new one
 * at once (png, jpg or webp within the kind's limit, checked before sending; the server judges the
 * bytes again) and "Hapus". Apart from the settings' save: an image is stored when it is picked.
 */
export function ProgrammeImageField({
  idProgram,
  kind,
  value,
}: {
  idProgram: number;
  kind: ProgramImageKind;
  /** The address the programme names, or null. */
  value: string | null;
}) {
  const label = programImageLabels[kind];
  const save = useSaveProgramImage(idProgram, kind);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  const send = (file: File | null) => {
    setError(null);
    save.mutate(file, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: file ? programImageMessages.uploaded(kind) : programImageMessages.removed(kind),
        }),
      onError: (failure) => setError(messageOf(failure, programImageMessages.uploadFailed)),
    });
  };
  const pick = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const refusal = programImageRefusal(kind, file);
    if (refusal) setError(refusal);
    else send(file);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${hintId}-label`}>
      <Text id={`${hintId}-label`} size="sm" fw={500}>
        {label}
      </Text>
      {value ? (
        <Image src={value} alt={`${label} saat ini`} {...PREVIEW[kind]} radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          Belum ada {label.toLowerCase()}
        </Text>
      )}
      <Dropzone
        onDrop={pick}
        onReject={() => setError(programImageMessages.unsupported)}
        accept={ACCEPT}
        multiple={false}
        loading={save.isPending}
        inputProps={{ 'aria-label': `Unggah ${label}`, 'aria-describedby': hintId }}
      >
        <Group justify="center" gap="sm" wrap="nowrap" mih={56} style={{ pointerEvents: 'none' }}>
          <Dropzone.Reject>
            <IconPhotoX size={28} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={28} color="var(--mantine-color-dimmed)" aria-hidden />
          </Dropzone.Idle>
          <Stack gap={0}>
            <Text size="sm">{value ? 'Ketuk untuk mengganti gambar' : 'Ketuk untuk memilih gambar'}</Text>
            <Text id={hintId} size="xs" c="dimmed">
              png, jpg atau webp (maks. {PROGRAM_IMAGE_MAX_MB[kind]} MB)
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {/* Seen as the dropzone's overlay and the button's spinner; said to a screen reader here. */}
      <VisuallyHidden aria-live="polite">
        {save.isPending ? (save.variables ? `Mengunggah ${label.toLowerCase()}…` : 'Menghapus…') : ''}
      </VisuallyHidden>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {value ? (
        <Group>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Hapus ${label}`}
            loading={save.isPending && !save.variables}
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            Hapus
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
