import {
  type DocumentResponse,
  type DocumentReview,
  documentMessages,
  documentReviewLabels,
  documentReviewSchema,
} from '@amal/contract/documents';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconRefreshAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { useReviewDocument } from '../api/review-document';

/** The reason is what the applicant reads under the version, so it is asked before sending. */
function ReuploadDialog({
  name,
  opened,
  onClose,
  onSubmit,
}: {
  name: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: (review: DocumentReview) => Promise<boolean>;
}) {
  const form = useForm<DocumentReview>({
    defaultValues: { reviewStatus: 'REUPLOAD', reviewReason: '' },
    resolver: zodResolver(documentReviewSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (review) => {
    if (await onSubmit(review)) close();
  });
  return (
    <Modal opened={opened} onClose={close} title={`${documentReviewLabels.REUPLOAD} · ${name}`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Textarea
            label="Alasan"
            withAsterisk
            rows={3}
            error={form.formState.errors.reviewReason?.message}
            {...form.register('reviewReason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A reviewer's "Diterima" and "Perlu unggah ulang" on a version in force (issue 4): the answer
 * replaces the version's badge and reason once `onReviewed` has read the documents again.
 */
export function ReviewButtons({
  document,
  name,
  onReviewed,
}: {
  document: DocumentResponse;
  name: string;
  onReviewed: (document: DocumentResponse) => void;
}) {
  const [asking, setAsking] = useState(false);
  const review = useReviewDocument();
  const send = async (answer: DocumentReview) => {
    try {
      onReviewed(await review.mutateAsync({ idDocument: document.idDocument, review: answer }));
      notifications.show({ color: 'teal', message: documentMessages.reviewed });
      return true;
    } catch (error) {
      notifyError(messageOf(error, ''));
      return false;
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="teal"
        leftSection={<IconCheck size={14} aria-hidden />}
        disabled={review.isPending || document.reviewStatus === 'ACCEPTED'}
        onClick={() => void send({ reviewStatus: 'ACCEPTED' })}
      >
        {documentReviewLabels.ACCEPTED}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconRefreshAlert size={14} aria-hidden />}
        disabled={review.isPending}
        onClick={() => setAsking(true)}
      >
        {documentReviewLabels.REUPLOAD}
      </Button>
      <ReuploadDialog name={name} opened={asking} onClose={() => setAsking(false)} onSubmit={send} />
    </>
  );
}
