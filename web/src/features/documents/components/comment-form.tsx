import { type CommentResponse, commentCreateSchema } from '@amal/contract/comments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { useCreateComment } from '../api/create-comment';
import type { CommentThread } from '../api/get-comments';

const formSchema = commentCreateSchema.pick({ message: true });
type CommentValues = { message: string };

/** Writes a comment on the thread (POST /api/comment) and hands the stored one to `onPosted`. */
export function CommentForm({
  thread,
  onPosted,
}: {
  thread: CommentThread;
  onPosted: (comment: CommentResponse) => void;
}) {
  const form = useForm<CommentValues>({ defaultValues: { message: '' }, resolver: zodResolver(formSchema) });
  const create = useCreateComment();
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      onPosted(await create.mutateAsync({ ...thread, message }));
      form.reset();
    } catch (error) {
      notifyError(messageOf(error, ''));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label="Tulis komentar"
          rows={3}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          leftSection={<IconSend size={16} aria-hidden />}
          style={{ alignSelf: 'flex-end' }}
        >
          Kirim
        </Button>
      </Stack>
    </form>
  );
}
