import type { DeskProposal } from '@amal/contract/desk';
import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Contact = DeskProposal['referrer'];

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Person({ title, contact }: { title: string; contact: Contact }) {
  const digits = contact.whatsappNumber?.replace(/\D/g, '');
  return (
    <Stack gap={6}>
      <Text fw={600}>{title}</Text>
      <Stack component="dl" gap={6} m={0}>
        <Line label="Nama">{contact.fullName}</Line>
        <Line label="NIP">{contact.nip ?? '–'}</Line>
        <Line label="WhatsApp">
          {digits ? (
            <Anchor href={`https://wa.me/${digits}`} target="_blank" rel="noopener noreferrer">
              {contact.whatsappNumber}
            </Anchor>
          ) : (
            '–'
          )}
        </Line>
      </Stack>
    </Stack>
  );
}

/** Whom to reach about the proposal: the referrer who applied and the recipient it is for. */
export function ProposalContacts({ referrer, reference }: { referrer: Contact; reference: Contact }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contacts-title">
      <Stack gap="sm">
        <Title id="contacts-title" order={2} size="h4">
          Kontak
        </Title>
        <Person title="Pengaju" contact={referrer} />
        <Divider />
        <Person title="Penerima" contact={reference} />
      </Stack>
    </Paper>
  );
}
