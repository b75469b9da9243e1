import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';

/** How long typing pauses before the list is asked again. */
export const TEXT_FILTER_DELAY_MS = 400;

/**
 * A text filter that asks the list once typing pauses. The URL holds the applied value: when it
 * changes by itself (back, a shared link, "Hapus filter"), the field shows it.
 */
export function TextFilter({
  label,
  value,
  onCommit,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  // What this field last applied, to tell its own change of the URL from another's.
  const applied = useRef(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== applied.current) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    applied.current = next.trim();
    onCommit(next.trim());
  }, TEXT_FILTER_DELAY_MS);

  return (
    <TextInput
      label={label}
      value={text}
      maxLength={maxLength}
      placeholder={placeholder}
      spellCheck={false}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={`Hapus ${label}`}
            onClick={() => {
              setText('');
              commit('');
              commit.flush();
            }}
          />
        ) : null
      }
    />
  );
}
