import { Button, Center, Divider, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { type CommentThread, useComments } from '../api/get-comments';
import { useLiveComments } from '../api/live-comments';
import { mergeComments } from '../utils/merge-comments';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

/** The thread read once, then kept current by the live channel for as long as the dialog is open. */
function CommentPanel({ thread }: { thread: CommentThread }) {
  const comments = useComments(thread);
  const { live, add } = useLiveComments(thread);
  return (
    <Stack gap="md">
      {comments.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label="Memuat komentar" />
        </Center>
      )}
      {comments.isError && <QueryError error={comments.error} onRetry={() => comments.refetch()} />}
      {comments.isSuccess && <CommentList comments={mergeComments(comments.data.data, live)} />}
      <Divider />
      <CommentForm thread={thread} onPosted={add} />
    </Stack>
  );
}

/** "Komentar" on a document version: its comment dialog (spec §2, §7 comments). */
export function CommentButton({ thread, name }: { thread: CommentThread; name: string }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconMessageCircle size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Komentar
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Komentar · ${name}`}
        size="lg"
        fullScreen={phone}
        centered
      >
        {opened && <CommentPanel thread={thread} />}
      </Modal>
    </>
  );
}
