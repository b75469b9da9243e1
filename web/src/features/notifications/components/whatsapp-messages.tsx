import {
  type NotificationKind,
  notificationMessages,
  type OutboxMessage,
  type OutboxState,
} from '@amal/contract/notifications';
import { Alert, Badge, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { useProposalMessages } from '../api/get-proposal-messages';
import { useResendMessage } from '../api/resend-message';

const STATE_COLORS: Record<OutboxState, string> = {
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
  'opted-out': 'gray',
};

const kindName = (kind: NotificationKind) => notificationMessages.kinds[kind];

function MessageItem({
  message,
  canResend,
  onResend,
  resending,
}: {
  message: OutboxMessage;
  canResend: boolean;
  onResend: () => void;
  resending: boolean;
}) {
  return (
    <Stack gap={4} component="li" aria-label={`${kindName(message.kind)}: ${message.stateNote}`}>
      <Text size="sm" fw={600}>
        {kindName(message.kind)}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {formatDate(message.createdAt, 'D MMM YYYY, HH.mm')}
        </Text>
      </Text>
      <Badge color={STATE_COLORS[message.state]} variant="light" style={{ textTransform: 'none' }}>
        {message.stateNote}
      </Badge>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
      <Text size="xs" c="dimmed">
        {message.whatsappNumber ? `WhatsApp ${message.whatsappNumber}` : notificationMessages.noNumber}
        {message.attempts > 0 && ` · ${message.attempts} kali dicoba`}
        {message.sentAt && ` · terkirim ${formatDate(message.sentAt, 'D MMM YYYY, HH.mm')}`}
      </Text>
      {message.lastError && message.state !== 'sent' && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {message.lastError}
        </Text>
      )}
      {message.state === 'failed' && canResend && (
        <Button
          size="xs"
          variant="light"
          onClick={onResend}
          loading={resending}
          leftSection={<IconRefresh size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {notificationMessages.resend}
        </Button>
      )}
    </Stack>
  );
}

/**
 * "Pesan WhatsApp": the applicant's messages of this proposal from the outbox (decision 0049), each
 * with its state; a failed one can be sent again by those who decide its status.
 */
export function WhatsAppMessages({ idProposal }: { idProposal: number }) {
  const messages = useProposalMessages(idProposal);
  const resend = useResendMessage(idProposal);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="whatsapp-messages-title">
      <Stack gap="sm">
        <Title id="whatsapp-messages-title" order={2} size="h4">
          {notificationMessages.panelTitle}
        </Title>
        {messages.isPending && <Skeleton height={60} />}
        {messages.isError && (
          <Alert color="red" variant="light" role="alert">
            {messages.error.message}
          </Alert>
        )}
        {resend.isError && (
          <Alert color="red" variant="light" role="alert">
            {resend.error.message}
          </Alert>
        )}
        {messages.data && messages.data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {notificationMessages.empty}
          </Text>
        )}
        {messages.data && messages.data.data.length > 0 && (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {messages.data.data.map((message) => (
              <MessageItem
                key={message.idOutboxMessage}
                message={message}
                canResend={messages.data.canResend}
                resending={resend.isPending && resend.variables === message.idOutboxMessage}
                onResend={() =>
                  resend.mutate(message.idOutboxMessage, {
                    onSuccess: () =>
                      notifications.show({ color: 'teal', message: notificationMessages.resent }),
                  })
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
