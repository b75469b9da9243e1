import { proposalMessages } from '@amal/contract/proposal-messages';
import type { ProposalDetail, RecipientResponse } from '@amal/contract/proposals';
import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { useRespondToProposal } from '../api/respond-to-proposal';

/** A touch target of at least 44 px on a phone. */
const TOUCH = { size: 'md', mih: 44 } as const;

/** What the recipient answered. */
function Answered({ answer }: { answer: RecipientResponse }) {
  const accepted = answer === 'ACCEPTED';
  return (
    <Alert
      color={accepted ? 'teal' : 'gray'}
      variant="light"
      icon={accepted ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={accepted ? proposalMessages.accepted : proposalMessages.declined}
    />
  );
}

/** "Tolak pengajuan" asks first: a declined proposal is cancelled. */
function DeclineConfirm({
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={proposalMessages.decline} centered>
      <Stack gap="md">
        <Text>{proposalMessages.declineConfirm}</Text>
        <Group justify="flex-end" gap="sm">
          <Button {...TOUCH} variant="default" onClick={onCancel} disabled={busy}>
            Batalkan
          </Button>
          <Button {...TOUCH} color="red" onClick={onConfirm} loading={busy}>
            Ya, tolak
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A proposal someone else made for the member: they accept it or decline it (issue 31, "whose data
 * is it"). Once answered, what they answered. Shown to the recipient only (`by` "reference").
 */
export function RecipientResponseCard({ proposal }: { proposal: ProposalDetail }) {
  const respond = useRespondToProposal();
  const [asking, setAsking] = useState(false);
  const answer = respond.data?.recipientResponse ?? proposal.recipientResponse;
  if (answer) return <Answered answer={answer} />;
  if (!proposal.canRespond) return null;

  const send = (recipientResponse: RecipientResponse) =>
    respond.mutate(
      { idProposal: proposal.idProposal, recipientResponse },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => notifyError(messageOf(error, proposalMessages.cannotRespond)),
      },
    );
  const pending = respond.isPending ? respond.variables?.recipientResponse : undefined;

  return (
    <Card component="section" aria-label="Jawaban penerima bantuan" withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {proposalMessages.madeForYou(proposal.referrer.fullName)}
        </Title>
        <Text>{proposalMessages.respondQuestion}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            {...TOUCH}
            onClick={() => send('ACCEPTED')}
            loading={pending === 'ACCEPTED'}
            disabled={respond.isPending && pending !== 'ACCEPTED'}
          >
            {proposalMessages.accept}
          </Button>
          <Button
            {...TOUCH}
            variant="outline"
            color="red"
            onClick={() => setAsking(true)}
            disabled={respond.isPending}
          >
            {proposalMessages.decline}
          </Button>
        </SimpleGrid>
      </Stack>
      <DeclineConfirm
        opened={asking}
        busy={pending === 'DECLINED'}
        onCancel={() => setAsking(false)}
        onConfirm={() => send('DECLINED')}
      />
    </Card>
  );
}
