import { draftMessages } from '@amal/contract/drafts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { useMoveDraftToCurrentForm } from '../api/move-draft';

/**
 * Shown above the wizard of a draft begun on an earlier form of the programme: it carries on with
 * that form until the member moves it to the current one.
 */
export function OlderFormNotice({
  idProgram,
  idTempProposal,
}: {
  idProgram: number;
  idTempProposal: number;
}) {
  const move = useMoveDraftToCurrentForm(idProgram);
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />} mb="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{draftMessages.olderForm}</Text>
        <Button
          size="xs"
          variant="light"
          loading={move.isPending}
          onClick={() =>
            move.mutate(idTempProposal, {
              onError: (error) => notifyError(messageOf(error, 'Draft gagal dipindahkan')),
            })
          }
        >
          {draftMessages.moveToCurrent}
        </Button>
      </Stack>
    </Alert>
  );
}
