import type { ComboboxProps } from '@mantine/core';
import { useCallback, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The message of a (possibly nested, "rows.0.nominal") field's error. Only the calling component
 * re-renders, and only when this message changes: reading `form.formState.errors` instead makes
 * the whole form re-render whenever any error changes, on every submit too (react-hook-form
 * subscribes the component that reads its form state, here the form's root).
 */
export function useFieldError(form: UseFormReturn<FieldValues>, name: string): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { errors: true }, callback: onChange }),
    [form],
  );
  return useSyncExternalStore(subscribe, () => form.getFieldState(name).error?.message);
}

/**
 * A select's dropdown is rendered only while it is open: Mantine keeps a closed one mounted (all
 * its options, and its positioning on every render), and a step has up to a dozen selects.
 */
export const COMBOBOX_PROPS: ComboboxProps = { withinPortal: true, keepMounted: false };
