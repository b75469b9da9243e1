import { apiMessages } from '@amal/contract/api-messages';
import {
  HANDOVER_MAX_FILES,
  HANDOVER_MAX_MB,
  HANDOVER_TYPES,
  type VerificationView,
  verificationEndpoints,
  verificationMessages,
} from '@amal/contract/verification';
import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { endpointUrl } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { sendHandover, useHandover } from '../api/verification-form';
import { isNetworkFailure } from '../utils/network';
import { notifyDone } from '../utils/notify-done';

const fileUrl = (idHandoverEvidence: number) =>
  endpointUrl(verificationEndpoints.handoverFile, { params: { idHandoverEvidence } });

/** "Kirim bukti Serah terima" (issue 35 item 7): photos of the handover, and those already sent. */
export function HandoverSection({ view }: { view: VerificationView }) {
  const sent = useHandover(view.idProposal, true);
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [offline, setOffline] = useState(false);
  const send = async () => {
    if (files.length === 0) {
      notifyError(verificationMessages.handoverNeedsFile);
      return;
    }
    setSending(true);
    try {
      await sendHandover(view.idProposal, files);
      setFiles([]);
      setOffline(false);
      notifyDone(verificationMessages.handoverSent);
      await sent.refetch();
    } catch (error) {
      if (isNetworkFailure(error)) setOffline(true);
      else notifyError(messageOf(error, apiMessages.networkError));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack component="section" gap="sm" aria-labelledby="handover-title">
      <Title id="handover-title" order={2} size="h4">
        Bukti serah terima
      </Title>
      <Dropzone
        onDrop={(dropped) => setFiles((current) => [...current, ...dropped].slice(0, HANDOVER_MAX_FILES))}
        onReject={() => notifyError(verificationMessages.handoverImagesOnly)}
        accept={[...HANDOVER_TYPES]}
        maxSize={HANDOVER_MAX_MB * 1024 * 1024}
        multiple
        inputProps={{ 'aria-label': 'Pilih foto bukti serah terima' }}
      >
        <Group justify="center" gap="sm" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={32} color="var(--mantine-color-dimmed)" aria-hidden />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Ketuk untuk memilih foto atau tarik ke sini
            </Text>
            <Text size="xs" c="dimmed">
              JPG, PNG atau WEBP, maksimal {HANDOVER_MAX_MB} MB, {HANDOVER_MAX_FILES} foto
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {files.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Foto dipilih">
          {files.map((file, index) => (
            <Group
              key={`${file.name}-${file.size}-${file.lastModified}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Batalkan ${file.name}`}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
              >
                <IconX size={16} aria-hidden />
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {offline && (
        <Text size="sm" c="orange.9" role="alert">
          {verificationMessages.offline}
        </Text>
      )}
      <Button onClick={send} loading={sending}>
        {offline ? verificationMessages.retry : verificationMessages.handoverButton}
      </Button>
      {(sent.data?.data.length ?? 0) > 0 && (
        <SimpleGrid cols={3} spacing="xs" aria-label="Bukti terkirim">
          {sent.data?.data.map((proof) => (
            <Anchor
              key={proof.idHandoverEvidence}
              href={fileUrl(proof.idHandoverEvidence)}
              target="_blank"
              rel="noopener"
            >
              <Image
                src={fileUrl(proof.idHandoverEvidence)}
                alt={`Bukti serah terima, ${formatDate(proof.createdAt, 'D MMM YYYY HH:mm')}`}
                h={80}
                radius="sm"
                fit="cover"
                loading="lazy"
              />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
