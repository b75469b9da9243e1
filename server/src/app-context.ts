import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Access, AuthUser } from './lib/access.ts';
import type { Tokens } from './modules/auth/tokens.ts';

/** What every route and service reaches through `app.ctx`. */
export type AppContext = { config: Config; database: Database; db: Db; tokens: Tokens };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
