import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openEmbedded, openPostgres } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { createFileStore } from './lib/file-store.ts';

async function start() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : await openEmbedded(config.dataDir);
  await database.migrate();
  const files = await createFileStore(config);
  await files.init();
  await seedDatabase(database, files, { demo: config.seedDemo });
  return { config, database, app: await buildApp({ config, database, files }) };
}

// A start-up failure (bad configuration, a data directory in use, no database) is the operator's
// to fix: one clear line, not a stack trace.
const { config, database, app } = await start().catch((error: Error) => {
  console.error(`Amal cannot start: ${error.message}`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
