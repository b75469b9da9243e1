import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Google ID tokens already used for a session, by their nonce (or, without one, their `jti`), kept
 * until the token expires (decision 0046): a replayed token is refused on every instance alike.
 */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    /** `nonce:<value>` or `jti:<value>`. */
    key: text().primaryKey(),
    expiresAt: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    usedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.expiresAt)],
);
