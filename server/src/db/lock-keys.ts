import { type SQL, sql } from 'drizzle-orm';

/**
 * Every PostgreSQL advisory-lock namespace the server takes, in one place: two features that picked
 * the same number would wait on each other whenever their ids coincide (submissions and uploads
 * once shared 7302). A lock is `(namespace, id)`, or the namespace alone for a lock of the whole
 * database. Each number must fit a PostgreSQL integer (the first of the two keys) and appear once;
 * lock-keys.test.ts holds both, and that no other file spells `pg_advisory`.
 */
export const LOCK_KEYS = {
  /** Per programme with a quota: concurrent submissions count each other's places. */
  programmeQuota: 7301,
  /** Per sending member: a double tap or a second tab sees the other's key and draft. */
  submissionSender: 7302,
  /** Per recipient: two members applying for the same person see each other's open proposal. */
  submissionRecipient: 7303,
  /** Per hashed NIP and address: a parallel burst of logins reserves its attempts one by one. */
  loginPair: 7310,
  /** Per hashed address: its limit spans NIPs. */
  loginAddress: 7311,
  /** Per proposal: one slot's uploads wait for each other, so "only one file" holds. */
  proposalDocuments: 7320,
  /** Per draft (not sent yet): as for a proposal. */
  draftDocuments: 7321,
  /** Per person's own documents (KTP, KK): as for a proposal. */
  personDocuments: 7322,
  /** Per uploading member: their uploads wait for each other, so the quota holds. */
  documentUploader: 7323,
  /**
   * Whole database, held by a connection (not a transaction): app instances starting at once
   * migrate and seed one after the other (a migration run twice at once fails on its CREATE TABLE).
   */
  startup: 7_246_000,
  /** Whole database: app instances starting at once seed the reference data one after the other. */
  referenceSeed: 7_246_001,
  /** Whole database: the first super admin is created once (decision 0031). */
  firstSuperAdmin: 7_246_009,
} as const;

export type LockNamespace = keyof typeof LOCK_KEYS;

/**
 * `select pg_advisory_xact_lock(namespace, key)`, or of the namespace alone without a key: held
 * until the transaction ends, so there is nothing to release. `key` is an id or an SQL expression
 * (a hash) giving an integer.
 */
export function xactLock(namespace: LockNamespace, key?: number | SQL): SQL {
  const space = LOCK_KEYS[namespace];
  return key === undefined
    ? sql`select pg_advisory_xact_lock(${space})`
    : sql`select pg_advisory_xact_lock(${space}, ${key})`;
}

/**
 * `select pg_advisory_lock(namespace)`: a lock of the whole database held by the connection that
 * takes it until `sessionUnlock` or until that connection ends (a crashed holder frees it).
 */
export function sessionLock(namespace: LockNamespace): SQL {
  return sql`select pg_advisory_lock(${LOCK_KEYS[namespace]})`;
}

export function sessionUnlock(namespace: LockNamespace): SQL {
  return sql`select pg_advisory_unlock(${LOCK_KEYS[namespace]})`;
}
