import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Access, AuthUser } from './lib/access.ts';
import type { FileStore } from './lib/file-store.ts';
import type { Tokens } from './modules/auth/tokens.ts';
import type { LiveHub } from './modules/live/live.hub.ts';
import type { SetupGate } from './modules/setup/setup.service.ts';

/** What every route and service reaches through `app.ctx`. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: Tokens;
  /** Uploaded files (local directory or S3-compatible bucket). */
  files: FileStore;
  /** This instance's end of the live channel (LISTEN/NOTIFY fan-out). */
  live: LiveHub;
  /** This process's one-time link to create the first super admin (decision 0031). */
  setup: SetupGate;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A GET that changes something (the spec's refresh): refused from another origin like a write. */
    changesState?: boolean;
    /**
     * An answer the same for every caller (a programme's image, decision 0052): the cache-control
     * its route sets stands even for a logged-in caller, so phones keep it.
     */
    sameForEveryone?: boolean;
  }
}
