import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

/**
 * Move up, move down and remove, for one row of an ordered list of the editor (a step, a question,
 * a document); `title` names the row in each button's label ("Naikkan langkah Data Keluarga").
 */
export function RowActions({
  index,
  count,
  title,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  title: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Naikkan ${title}`}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Turunkan ${title}`}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`Hapus ${title}`}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
