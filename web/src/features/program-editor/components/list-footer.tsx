import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** Under an editor list: the list's own error (too many, a duplicate), and its add button. */
export function ListFooter({
  error,
  addLabel,
  full,
  onAdd,
}: {
  error: string | undefined;
  addLabel: string;
  /** No room for another row. */
  full: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
