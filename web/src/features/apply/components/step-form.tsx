import { propertiesShape } from '@amal/contract/dynamic-properties';
import type { SectionProperty } from '@amal/contract/programs';
import { z } from '@amal/contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { memo, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { firstErrorMessage, INCOMPLETE_MESSAGE, scrollToFirstError } from '../utils/form-errors';
import { PropertyFields, toFormValue } from './property-field';
import { UNSAVED_WRITE_DELAY_MS, useUnsavedValues } from './unsaved-values';

type Values = Record<string, unknown>;

/** A property shown only while the field `watch` holds a value `when` accepts. */
export type PropertyConditions = Record<string, { watch: string; when: (value: unknown) => boolean }>;

/** None: the default of list props, one array so that what is memoised on them holds. */
const NONE: readonly string[] = [];
const NO_CONDITIONS: PropertyConditions = {};

/**
 * The properties whose condition does not hold for the form's current values: the same array
 * while they stay the same ones, so that the properties are not rendered again for nothing.
 */
function useHiddenProperties(
  form: UseFormReturn<FieldValues>,
  conditions: PropertyConditions,
): readonly string[] {
  const entries = Object.entries(conditions);
  const names = entries.map(([, condition]) => condition.watch);
  const watched: unknown[] = useWatch({ control: form.control, name: names });
  const key = entries
    .filter(([, condition], i) => !condition.when(watched[i]))
    .map(([property]) => property)
    .join('\n');
  return useMemo(() => (key ? key.split('\n') : NONE), [key]);
}

/**
 * Validates with the step's contract schema and the programme's properties together: the errors of
 * both, and when there are none the values of both.
 */
function stepResolver(
  schema: z.ZodType | undefined,
  properties: readonly SectionProperty[],
): Resolver<FieldValues> {
  // Properties first for values (the step's schema may transform its own fields), last for errors
  // (a required property's message is the spec's "Kolom ini wajib diisi").
  const parts = [z.object(propertiesShape(properties)), ...(schema ? [schema] : [])].map(
    (part) => zodResolver(part as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
  );
  return async (values, context, options) => {
    const results = await Promise.all(parts.map((resolve) => resolve(values, context, options)));
    const errors = Object.assign({}, ...results.map((result) => result.errors).reverse());
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: Object.assign({}, ...results.map((result) => result.values)), errors: {} };
  };
}

/** What react-hook-form passes a resolver, for a validation whose errors no field shows. */

/**
 * The submit button, drawn loading while the save it started has not ended. Memoised: the form's
 * own re-render right after it mounts (react-hook-form's) does not draw it again.
 */
const SubmitButton = memo(function SubmitButton({
  label,
  saving,
  disabled,
}: {
  label: string;
  saving: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="md" fullWidth loading={saving} disabled={disabled}>
      {label}
    </Button>
  );
});

/** "Informasi": the rules that block saving this step. */
function BlockedDialog({
  messages,
  opened,
  onClose,
  onClosed,
}: {
  messages: string[];
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onClosed} title="Informasi" centered>
      <Stack gap="md">
        {messages.length === 1 ? (
          <Text>{messages[0]}</Text>
        ) : (
          <List spacing="xs">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )}
        <Button onClick={onClose}>Tutup</Button>
      </Stack>
    </Modal>
  );
}

/**
 * Writes the form's values to the wizard's browser copy while the member types (debounced), so that
 * a reload gives them back (issue 32 item 11). `cancel` drops a write still waiting.
 */
function useUnsavedTyping(form: UseFormReturn<FieldValues>) {
  const unsaved = useUnsavedValues();
  const timer = useRef<number | undefined>(undefined);
  const cancel = useMemo(
    () => ({
      cancel: () => {
        window.clearTimeout(timer.current);
        timer.current = undefined;
      },
    }),
    [],
  );
  useEffect(() => {
    if (!unsaved) return;
    const write = () => {
      timer.current = undefined;
      unsaved.write(JSON.parse(JSON.stringify(form.getValues())) as Values);
    };
    // A page closed within the delay still keeps what was typed last.
    const flush = () => {
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        write();
      }
    };
    // Only once the member has typed or picked: not a step's own setValue on mount. After that, a
    // value set by the member's action (a "Check" filling the form, a toggle) is kept too.
    let touched = false;
    const stop = form.subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type === 'change') touched = true;
        if (!touched) return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(write, UNSAVED_WRITE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      stop();
      window.removeEventListener('pagehide', flush);
      window.clearTimeout(timer.current);
    };
  }, [form, unsaved]);
  return cancel;
}

export interface StepFormProps {
  /** The contract schema of the step's own fields; none for a step of properties only. */
  schema?: z.ZodType;
  properties: readonly SectionProperty[];
  /** Properties the step's own form already asks (they are validated, not rendered twice). */
  ownFields?: readonly string[];
  /** The step's saved data (or its starting values). */
  defaultValues: Values;
  /** Rules that block saving with the "Informasi" dialog (requirements, sub-programmes). */
  blockers?: (values: Values) => string[];
  onSave: (values: Values) => Promise<void>;
  submitLabel: string;
  /** Disables saving (e.g. a Santri not yet found by "Check"). */
  disabled?: boolean;
  /** Properties asked only while another field has a given value; hidden ones are not saved. */
  conditions?: PropertyConditions;
  /** Properties a programme rule requires whatever the catalogue says (the consent boxes): marked with "*". */
  requiredProperties?: readonly string[];
  children?: (form: UseFormReturn<FieldValues>) => ReactNode;
}

/** A wizard step's form: its fields, the programme's properties and "Simpan Data" (spec §2). */
export function StepForm({
  schema,
  properties,
  ownFields = NONE,
  defaultValues,
  blockers,
  onSave,
  submitLabel,
  disabled,
  conditions = NO_CONDITIONS,
  requiredProperties = NONE,
  children,
}: StepFormProps) {
  const initial: Values = { ...defaultValues };
  for (const property of properties) {
    if (!ownFields.includes(property.columnname)) {
      initial[property.columnname] = toFormValue(property, defaultValues[property.columnname]);
    }
  }
  // Built once per schema and properties: building zod schemas on every render is costly.
  const resolver = useMemo(() => stepResolver(schema, properties), [schema, properties]);
  const form = useForm<FieldValues>({
    defaultValues: initial,
    resolver,
    shouldFocusError: false,
  });
  const root = useRef<HTMLFormElement>(null);
  const pendingWrite = useUnsavedTyping(form);
  // Mounted only from a blocked save until its dialog has closed: a closed Mantine Modal still
  // mounts its portal, in every step.
  const [blocked, setBlocked] = useState<{ messages: string[]; opened: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const hidden = useHiddenProperties(form, conditions);
  // The fields render again only when the step or the hidden properties change, not with this
  // form's own re-renders (react-hook-form's once mounted, the "Informasi" dialog): each field
  // follows its own value and error (useWatch, useFieldError).
  const fields = useMemo(() => children?.(form), [children, form]);
  const propertyFields = useMemo(
    () => (
      <PropertyFields
        properties={properties}
        form={form}
        exclude={[...ownFields, ...hidden]}
        required={requiredProperties}
      />
    ),
    [properties, form, ownFields, hidden, requiredProperties],
  );

  const valid = async (values: Values) => {
    const messages = blockers?.(form.getValues()) ?? [];
    if (messages.length > 0) {
      setBlocked({ messages, opened: true });
      return;
    }
    // Not drawn at once: a save that moves on to the next step unmounts this form in the same
    // commit, and the button is never drawn loading first (a commit and a layout of the old step
    // for nothing, on the tap's critical path). The last step's submission waits, and shows it.
    setSaving(true);
    // What is being saved is no longer "unsaved": a write still waiting would put it back.
    pendingWrite.cancel();
    try {
      await onSave(Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.includes(name))));
    } catch (error) {
      notifyError(messageOf(error, INCOMPLETE_MESSAGE));
    } finally {
      setSaving(false);
    }
  };
  // Spec §5 "Form failure": the page goes to the first error on the page (and focuses it), and the
  // notification names that same field's message, once the errors are drawn.
  const invalid = (errors: Parameters<typeof firstErrorMessage>[0]) => {
    requestAnimationFrame(() => {
      const first = scrollToFirstError(root.current);
      const shown = first ? form.getFieldState(first).error?.message : undefined;
      notifyError(shown || firstErrorMessage(errors) || INCOMPLETE_MESSAGE);
    });
  };

  return (
    <form ref={root} noValidate onSubmit={form.handleSubmit(valid, invalid)}>
      <Stack gap="md">
        {fields}
        {propertyFields}
        <SubmitButton label={submitLabel} saving={saving} disabled={disabled} />
      </Stack>
      {blocked && (
        <BlockedDialog
          messages={blocked.messages}
          opened={blocked.opened}
          onClose={() => setBlocked({ ...blocked, opened: false })}
          onClosed={() => setBlocked(null)}
        />
      )}
    </form>
  );
}
