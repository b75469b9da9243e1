import {
  type DocumentFileKind,
  type DocumentReviewStatus,
  documentReviewLabels,
} from '@amal/contract/documents';
import { Badge, Button, FileButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconFile, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { formatDate } from '../../lib/format';
import { acceptAttribute } from './upload-rules';
import type { SlotVersion } from './versions';

const REVIEW_COLORS: Record<DocumentReviewStatus, string> = {
  PENDING: 'gray',
  ACCEPTED: 'teal',
  REUPLOAD: 'red',
};

/** The review badge, or what became of a version that is no longer in force. */
function StateBadge({ version }: { version: SlotVersion }) {
  if (version.state === 'removed')
    return (
      <Badge color="gray" variant="outline">
        Dihapus
      </Badge>
    );
  if (version.state === 'replaced')
    return (
      <Badge color="gray" variant="outline">
        Versi lama
      </Badge>
    );
  const status = version.document.reviewStatus;
  return (
    <Badge color={REVIEW_COLORS[status]} variant="light">
      {documentReviewLabels[status]}
    </Badge>
  );
}

/** "Hapus": asks first, as removing cannot be undone by the applicant. */
function RemoveButton({ name, busy, onRemove }: { name: string; busy: boolean; onRemove: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        Hapus
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Hapus dokumen" centered>
        <Stack gap="md">
          <Text>Hapus {name}? Dokumen yang dihapus tidak dapat dikembalikan.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              Batal
            </Button>
            <Button
              color="red"
              onClick={() => {
                setAsking(false);
                onRemove();
              }}
            >
              Ya, hapus
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** "Ganti": picks a file (the phone's picker) to upload as this version's replacement. */
function ReplaceButton({
  busy,
  kinds,
  onReplace,
}: {
  busy: boolean;
  kinds: readonly DocumentFileKind[];
  onReplace: (file: File) => void;
}) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={reset}
      accept={acceptAttribute(kinds)}
      onChange={(file) => {
        // Cleared so that picking the same file again after a refusal still reports a change.
        reset.current?.();
        if (file) onReplace(file);
      }}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} aria-hidden />}
          disabled={busy}
        >
          Ganti
        </Button>
      )}
    </FileButton>
  );
}

interface DocumentVersionProps {
  version: SlotVersion;
  /** The document type's name: a version is named by its type and date. */
  name: string;
  /** Whether it may still be replaced here (staff have not accepted it). */
  replaceable: boolean;
  /** Whether it may still be removed here (not once the proposal's documents are complete). */
  removable: boolean;
  /** The kinds of file its slot takes (the replacement's picker offers those only). */
  kinds: readonly DocumentFileKind[];
  /** A line about the version, e.g. that it is the member's own document already there. */
  note?: string | null;
  busy: boolean;
  /** Opens the preview; absent when the viewer may not open this version. */
  onPreview?: () => void;
  onReplace: (file: File) => void;
  onRemove: () => void;
  /** More buttons, e.g. the comment dialog's. */
  actions?: ReactNode;
}

/** One uploaded version: its name, date and review, the reason to upload again, and its actions. */
export function DocumentVersion({
  version,
  name,
  replaceable,
  removable,
  kinds,
  note,
  busy,
  onPreview,
  onReplace,
  onRemove,
  actions,
}: DocumentVersionProps) {
  const { document } = version;
  const inForce = version.state === 'current';
  return (
    <Paper
      component="li"
      aria-label={name}
      p="sm"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      opacity={inForce ? 1 : 0.75}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconFile size={20} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4} miw={0} align="flex-start">
            <div>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {document.extension.toUpperCase()} · {formatDate(document.createdAt, 'D MMMM YYYY, HH.mm')}
              </Text>
            </div>
            <StateBadge version={version} />
            {note && (
              <Text size="xs" c="teal.8" fw={500}>
                {note}
              </Text>
            )}
          </Stack>
        </Group>
        {document.reviewStatus === 'REUPLOAD' && document.reviewReason && (
          <Text size="sm" c="var(--mantine-color-error)" style={{ overflowWrap: 'anywhere' }}>
            Alasan: {document.reviewReason}
          </Text>
        )}
        {document.reviewStatus === 'REUPLOAD' && replaceable && inForce && (
          <Text size="xs" c="dimmed">
            Unggah ulang dengan tombol "Ganti".
          </Text>
        )}
        <Group gap={4}>
          {onPreview ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={onPreview}
            >
              Lihat
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              Dokumen pribadi penerima bantuan
            </Text>
          )}
          {replaceable && inForce && <ReplaceButton busy={busy} kinds={kinds} onReplace={onReplace} />}
          {removable && inForce && <RemoveButton name={name} busy={busy} onRemove={onRemove} />}
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
