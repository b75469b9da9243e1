import { apiMessages } from '@amal/contract/api-messages';
import type { DraftData } from '@amal/contract/drafts';
import type { ProgramDetail } from '@amal/contract/programs';
import { type OpenRevision, type Resubmit, revisionMessages } from '@amal/contract/revisions';
import type { CurrentUser } from '@amal/contract/users';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { resubmitRevision } from '../api/resubmit-revision';
import { saveOwnFamily } from '../api/save-family-batch';
import { stepComponent } from '../steps/registry';
import { asRecord } from '../steps/step-props';

interface RevisionWizardProps {
  program: ProgramDetail;
  user: CurrentUser;
  revision: OpenRevision;
  /** After the corrections are sent. */
  onSent: () => void;
}

function StaffNote({ note }: { note: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMessageExclamation aria-hidden />}
      title="Catatan petugas"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note}
      </Text>
    </Alert>
  );
}

/**
 * A proposal sent back for revision (issue 34): only the sections staff reopened, in the
 * programme's order, each with its note and prefilled with what was submitted, then "Kirim
 * Perbaikan". The steps are the wizard's own, with its rules.
 */
export function RevisionWizard({ program, user, revision, onSent }: RevisionWizardProps) {
  const steps = [...program.programSections]
    .sort((a, b) => a.order - b.order)
    .filter((section) => revision.notes.some((note) => note.route === section.route));
  const [index, setIndex] = useState(0);
  const [data, setData] = useState(() => revision.sections as DraftData);
  const [sending, setSending] = useState(false);
  const step = steps[index];

  const send = async () => {
    setSending(true);
    try {
      if (steps.some((s) => s.route === 'family')) await saveOwnFamily(data.family, user.idUser);
      const sections = Object.fromEntries(steps.map((s) => [s.route, data[s.route]])) as Resubmit['sections'];
      await resubmitRevision(revision.idProposal, sections);
      onSent();
    } catch (error) {
      notifyError(messageOf(error, apiMessages.networkError));
    } finally {
      setSending(false);
    }
  };

  if (!step) {
    return (
      <Card withBorder padding="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            Semua bagian sudah diperbaiki
          </Title>
          <Text size="sm">Periksa kembali bila perlu, lalu kirim perbaikan Anda kepada petugas.</Text>
          <Button variant="default" onClick={() => setIndex(0)}>
            Periksa lagi
          </Button>
          <Button onClick={send} loading={sending}>
            {revisionMessages.sendFix}
          </Button>
        </Stack>
      </Card>
    );
  }

  const Step = stepComponent(step.route);
  const note = revision.notes.find((n) => n.route === step.route)?.note ?? '';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Bagian {index + 1} dari {steps.length}
      </Text>
      <StaffNote note={note} />
      <Step
        key={step.route}
        program={program}
        section={step}
        user={user}
        value={asRecord(data[step.route])}
        draft={data}
        submitLabel="Simpan Data"
        onSave={async (value) => {
          setData((current) => ({ ...current, [step.route]: value }));
          window.scrollTo({ top: 0 });
          setIndex((current) => current + 1);
        }}
      />
    </Stack>
  );
}
