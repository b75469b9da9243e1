import '../styles';
import type { ProgramSection } from '@amal/contract/programs';
import { isReopenable, REVISION_NOTE_MAX, revisionMessages } from '@amal/contract/revisions';
import { Alert, Button, Checkbox, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSendBack } from '../api/send-back';

interface SendBackPanelProps {
  idProposal: number;
  version: number;
  /** The programme's steps, in order: those that can be reopened are offered. */
  sections: readonly ProgramSection[];
  onChanged: () => void;
}

/**
 * "Kembalikan untuk perbaikan": the sections to reopen, each with the note its applicant will read
 * above it (decision 0035). Sent on the version shown: a decision made meanwhile answers 409.
 */
export function SendBackPanel({ idProposal, version, sections, onChanged }: SendBackPanelProps) {
  const sendBack = useSendBack();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const offered = [...sections]
    .sort((a, b) => a.order - b.order)
    .flatMap(({ route, synthetic, section }) =>
      !synthetic && isReopenable(route) ? [{ route, name: section.name }] : [],
    );
  const chosen = offered.filter((s) => s.route in notes);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = Object.fromEntries(
      chosen.filter((s) => !notes[s.route]?.trim()).map((s) => [s.route, revisionMessages.noteRequired]),
    );
    setErrors(found);
    if (chosen.length === 0) {
      setFailure(revisionMessages.chooseSection);
      return;
    }
    if (Object.keys(found).length > 0) return;
    sendBack.mutate(
      {
        idProposal,
        body: { notes: chosen.map((s) => ({ route: s.route, note: notes[s.route]!.trim() })), version },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: revisionMessages.sentBack });
          setNotes({});
          onChanged();
        },
        onError: (error) => {
          setFailure(error.message);
          if (isApiError(error) && error.status === 409) onChanged();
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="send-back-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title id="send-back-title" order={2} size="h4">
            Kembalikan untuk perbaikan
          </Title>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          {offered.map((section) => (
            <Stack key={section.route} gap={4}>
              <Checkbox
                label={section.name}
                checked={section.route in notes}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setNotes((current) => {
                    const next = { ...current };
                    if (checked) next[section.route] = '';
                    else delete next[section.route];
                    return next;
                  });
                }}
              />
              {section.route in notes && (
                <Textarea
                  label={`Catatan untuk ${section.name}`}
                  rows={2}
                  maxLength={REVISION_NOTE_MAX}
                  value={notes[section.route]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setNotes((current) => ({ ...current, [section.route]: value }));
                  }}
                  withAsterisk
                  error={errors[section.route]}
                />
              )}
            </Stack>
          ))}
          <Button
            type="submit"
            variant="light"
            color="orange"
            loading={sendBack.isPending}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
          >
            Kembalikan ke pemohon
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
