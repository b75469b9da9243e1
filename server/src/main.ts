import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { openEmbedded, openPostgres } from './db/client.ts';
import { seedOnStart } from './db/seed/index.ts';
import { createFileStore } from './lib/file-store.ts';
import { serveBackups } from './modules/operations/backup/embedded.ts';
import { setupAnnouncement, setupUrl, superAdminExists } from './modules/setup/setup.service.ts';

async function start() {
  const config = loadConfig();
  for (const warning of startupWarnings(process.env, config)) console.warn(warning);
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : await openEmbedded(config.dataDir);
  const files = await createFileStore(config);
  await files.init();
  // Instances started at once (two behind a proxy, under systemd) take turns: the first migrates
  // and seeds, the others find it done. Demo accounts only when asked, never in production
  // (decision 0031).
  const demo = await database.exclusive(async () => {
    await database.migrate();
    return seedOnStart(database, files, config);
  });
  if (demo.warning) console.warn(demo.warning);
  return { config, database, app: await buildApp({ config, database, files }) };
}

// A start-up failure (bad configuration, a data directory in use, no database) is the operator's
// to fix: one clear line, not a stack trace.
const { config, database, app } = await start().catch((error: Error) => {
  console.error(`Amal cannot start: ${error.message}`);
  process.exit(1);
});

let closing = false;
// `npm run backup` asks the running app for a consistent dump of the embedded database (decision 0050).
let stopBackups: () => Promise<void> = async () => {};
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await stopBackups();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
stopBackups = await serveBackups(database, config.dataDir);

// No super admin yet: a one-time link to create the first, on standard output (decision 0031). The
// token lives in this process only: a restart prints a new link, and each instance prints its own.
if (!(await superAdminExists(database.db))) {
  console.log(setupAnnouncement(setupUrl(config, app.ctx.setup.open())));
}
