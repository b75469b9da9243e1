import type { CommentResponse } from '@amal/contract/comments';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';

/**
 * A thread, oldest first: author, time in Asia/Jakarta and the message. The message is plain text
 * (React escapes it), so markup someone typed shows as typed and never runs.
 */
export function CommentList({ comments }: { comments: readonly CommentResponse[] }) {
  const end = useRef<HTMLDivElement>(null);
  // The newest comment in view, when the thread opens and when one arrives.
  useEffect(() => {
    if (comments.length > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [comments.length]);

  if (comments.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        Belum ada komentar.
      </Text>
    );
  }
  return (
    <Stack component="ol" aria-label="Komentar" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Stack key={comment.idComment} component="li" gap={2}>
          <Group justify="space-between" gap="xs" align="baseline">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {comment.user.fullName}
            </Text>
            <Text component="time" dateTime={comment.createdAt} size="xs" c="dimmed">
              {formatDate(comment.createdAt, 'D MMM YYYY, HH.mm')}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.message}
          </Text>
        </Stack>
      ))}
      <div ref={end} />
    </Stack>
  );
}
