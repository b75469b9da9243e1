import {
  type BulkStatusChangeResponse,
  DECISION_NOTE_MAX,
  type StatusChoice,
  statusDecisionMessages,
} from '@amal/contract/status-decisions';
import { Alert, Button, Group, List, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTransfer } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useMoveProposals } from '../api/move-proposals';

interface BulkMoveProps {
  /** The rows picked, by number. */
  selected: number[];
  /** The statuses the filtered programme offers the person; null while no programme is filtered. */
  choices: StatusChoice[] | null;
  /** After an answer: the picking starts again. */
  onMoved: () => void;
}

/** "Pindahkan status" for the picked rows: one status and a note for all, each row checked on its own. */
function MoveDialog({
  opened,
  count,
  choices,
  onClose,
  onSubmit,
  pending,
  error,
}: {
  opened: boolean;
  count: number;
  choices: StatusChoice[];
  onClose: () => void;
  onSubmit: (idProposalStatus: number, note: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setMissing(true);
      return;
    }
    onSubmit(Number(status), note);
  };
  const data = choices.map((choice) => ({
    value: String(choice.idProposalStatus),
    // Many rows move without a verification number: a status that needs one is set row by row.
    label: choice.requiresVerificationNumber ? `${choice.label} (perlu nomor verifikasi)` : choice.label,
    disabled: choice.requiresVerificationNumber,
  }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Pindahkan status ${count} pengajuan`}
      closeButtonProps={{ 'aria-label': 'Tutup' }}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {error}
            </Alert>
          )}
          <Select
            label="Status baru"
            placeholder="Pilih status"
            data={data}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setMissing(false);
            }}
            withAsterisk
            error={missing ? statusDecisionMessages.chooseStatus : undefined}
            nothingFoundMessage="Tidak ada status yang bisa Anda berikan"
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Catatan"
            description="Tidak wajib; disimpan di riwayat status setiap pengajuan."
            rows={3}
            maxLength={DECISION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Batal
            </Button>
            <Button type="submit" loading={pending}>
              Pindahkan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What moved and what did not, and why, row by row. */
function MoveResult({ result, onClose }: { result: BulkStatusChangeResponse; onClose: () => void }) {
  return (
    <Stack gap="xs">
      {result.moved.length > 0 && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={statusDecisionMessages.moved(result.moved.length)}
          withCloseButton={result.refused.length === 0}
          closeButtonLabel="Tutup"
          onClose={onClose}
        />
      )}
      {result.refused.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={statusDecisionMessages.notMoved(result.refused.length)}
          withCloseButton
          closeButtonLabel="Tutup"
          onClose={onClose}
        >
          <List size="sm" spacing={2}>
            {result.refused.map((row) => (
              <List.Item key={row.idProposal}>
                No. {row.idProposal}: {row.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** The picked rows' action, and the answer of the last move. */
export function BulkMove({ selected, choices, onMoved }: BulkMoveProps) {
  const move = useMoveProposals();
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<BulkStatusChangeResponse | null>(null);
  const close = () => {
    setOpened(false);
    move.reset();
  };
  const submit = (idProposalStatus: number, note: string) =>
    move.mutate(
      { idProposals: selected, idProposalStatus, note: note.trim() || undefined },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setOpened(false);
          onMoved();
        },
      },
    );

  if (!result && selected.length === 0) return null;
  return (
    <Stack gap="sm">
      {result && <MoveResult result={result} onClose={() => setResult(null)} />}
      {selected.length > 0 && (
        <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600}>
              {selected.length} pengajuan dipilih
            </Text>
            <Group gap="sm">
              {choices === null && (
                <Text size="sm" c="dimmed">
                  Pilih satu program pada filter untuk memindahkan beberapa pengajuan sekaligus.
                </Text>
              )}
              <Button
                leftSection={<IconTransfer size={18} aria-hidden />}
                disabled={choices === null || choices.length === 0}
                onClick={() => {
                  setResult(null);
                  setOpened(true);
                }}
              >
                Pindahkan status
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {choices && opened && (
        <MoveDialog
          opened={opened}
          count={selected.length}
          choices={choices}
          onClose={close}
          onSubmit={submit}
          pending={move.isPending}
          error={move.error?.message ?? null}
        />
      )}
    </Stack>
  );
}
