import {
  DECISION_NOTE_MAX,
  type StatusChoice,
  statusDecisionMessages,
} from '@amal/contract/status-decisions';
import { Alert, Button, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useChangeStatus } from '../api/change-status';
import '../styles';

interface DecisionPanelProps {
  idProposal: number;
  /** The proposal's version as shown: the decision is made on it. */
  version: number;
  idProposalStatus: number;
  verificationNumber: string | null;
  /** The server's choices for this person on this proposal, labelled "{id} - {name}". */
  choices: StatusChoice[];
  /** After any answer that changes or may have changed the proposal: read it again. */
  onChanged: () => void;
}

type Field = 'idProposalStatus' | 'verificationNumber' | 'note';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['idProposalStatus', 'verificationNumber', 'note'];

/**
 * "Keputusan status": the status to move to, the verification number when that status needs one
 * (spec §4: the first status, or 5), and a note. Saved on the version shown: if someone decided
 * since, the server answers 409 and the page reads the proposal again.
 */
export function DecisionPanel({
  idProposal,
  version,
  idProposalStatus,
  verificationNumber,
  choices,
  onChanged,
}: DecisionPanelProps) {
  const change = useChangeStatus();
  const [status, setStatus] = useState<string | null>(null);
  const [number, setNumber] = useState(verificationNumber ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Another decision gave the proposal a new number: the field shows it (a 409 keeps its message).
  const [shownNumber, setShownNumber] = useState(verificationNumber);
  if (verificationNumber !== shownNumber) {
    setShownNumber(verificationNumber);
    setNumber(verificationNumber ?? '');
  }
  const choice = choices.find((item) => String(item.idProposalStatus) === status);
  const needsNumber = choice?.requiresVerificationNumber ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!choice) found.idProposalStatus = statusDecisionMessages.chooseStatus;
    if (needsNumber && !number.trim())
      found.verificationNumber = statusDecisionMessages.verificationNumberRequired;
    setErrors(found);
    setFailure(null);
    if (!choice || Object.keys(found).length > 0) return;
    change.mutate(
      {
        idProposal,
        change: {
          idProposalStatus: choice.idProposalStatus,
          verificationNumber: needsNumber ? number.trim() : undefined,
          note: note.trim() || undefined,
          version,
        },
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', title: 'Status disimpan', message: answer.name });
          setStatus(null);
          setNote('');
          onChanged();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.errors.filter((e) => FIELDS.includes(e.path)) : [];
          if (fieldErrors.length > 0) {
            setErrors(Object.fromEntries(fieldErrors.map((e) => [e.path, e.message])));
            return;
          }
          setFailure(error.message);
          // Someone decided meanwhile: show what they decided.
          if (isApiError(error) && error.status === 409) onChanged();
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="decision-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {/* Kept clear of the staff shell's header when jumped to. */}
          <Title id="decision-title" order={2} size="h4" style={{ scrollMarginTop: 76 }}>
            Keputusan status
          </Title>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          <Select
            label="Status baru"
            placeholder="Pilih status"
            data={choices.map((item) => ({
              value: String(item.idProposalStatus),
              label: item.label,
              disabled: item.idProposalStatus === idProposalStatus,
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setErrors({});
            }}
            withAsterisk
            error={errors.idProposalStatus}
            nothingFoundMessage="Tidak ada status yang bisa Anda berikan"
            comboboxProps={{ withinPortal: true }}
          />
          {choice?.unavailable && (
            <Alert color="orange" variant="light" role="status">
              {choice.unavailable}
            </Alert>
          )}
          {needsNumber && (
            <TextInput
              label="Nomor verifikasi"
              description="Wajib untuk status ini; unik dalam program."
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              maxLength={100}
              withAsterisk
              error={errors.verificationNumber}
              aria-invalid={errors.verificationNumber ? true : undefined}
            />
          )}
          <Textarea
            label="Catatan"
            description="Tidak wajib; tersimpan di riwayat status."
            rows={3}
            maxLength={DECISION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          <Button
            type="submit"
            loading={change.isPending}
            disabled={Boolean(choice?.unavailable)}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            Simpan status
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
