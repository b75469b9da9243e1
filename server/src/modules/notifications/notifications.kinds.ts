import type { OutboxKind } from '../../db/schema/outbox.ts';

/** Every kind of outbox message, in the order staff and the metrics list them. */
export const OUTBOX_KINDS: readonly OutboxKind[] = [
  'registration',
  'status',
  'revision',
  'documents-missing',
];
