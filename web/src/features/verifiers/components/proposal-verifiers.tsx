import { VERIFICATOR_STATUS } from '@amal/contract/verifiers';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { formatDate } from '../../../lib/format';
import { useProposalVerifiers, useRemoveVerifier } from '../api/proposal-verifiers';
import { AddVerifierModal } from './add-verifier-modal';

/**
 * "Verifikator lapangan" of a proposal: who verifies it, assigned by whom and when; the roles that
 * assign (the server's answer) add and remove them.
 */
export function ProposalVerifiers({
  idProposal,
  idProgram,
  canAssign,
}: {
  idProposal: number;
  idProgram: number;
  canAssign: boolean;
}) {
  const verifiers = useProposalVerifiers(idProposal);
  const remove = useRemoveVerifier(idProposal);
  const [adding, { open, close }] = useDisclosure(false);
  const active =
    verifiers.data?.data.filter((v) => v.idVerificatorStatus === VERIFICATOR_STATUS.active) ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="verifiers-title">
      <Stack gap="sm">
        <Title id="verifiers-title" order={2} size="h4">
          Verifikator lapangan
        </Title>
        {verifiers.isPending ? (
          <Skeleton h={60} radius="md" />
        ) : verifiers.isError ? (
          <QueryError error={verifiers.error} onRetry={() => verifiers.refetch()} />
        ) : active.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada verifikator yang ditugaskan.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {active.map((link) => (
              <Group
                key={link.idProposalVerificator}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {link.verifier.fullName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {link.verifier.nip ?? link.verifier.whatsappNumber ?? ''} · ditugaskan {link.assignedBy},{' '}
                    {formatDate(link.createdAt, 'D MMM YYYY')}
                  </Text>
                </div>
                {canAssign && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconUserMinus size={14} aria-hidden />}
                    loading={remove.isPending && remove.variables === link.idProposalVerificator}
                    onClick={() => remove.mutate(link.idProposalVerificator)}
                    aria-label={`Lepas ${link.verifier.fullName}`}
                  >
                    Lepas
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {remove.error.message}
          </Alert>
        )}
        {canAssign && (
          <>
            <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={open}>
              Tambah verifikator
            </Button>
            <AddVerifierModal idProposal={idProposal} idProgram={idProgram} opened={adding} onClose={close} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
