// npm run backup -- DIR   |   npm run restore -- DIR [--force]   (decision 0050)
// Runs from the sources with Node's own TypeScript support, in a built checkout as in a dev one.
import { loadConfig } from '../../../config.ts';
import { backup, restore } from './backup.ts';
import { BackupError } from './manifest.ts';
import { redact } from './postgres.ts';

const USAGE = 'usage: npm run backup -- DIR   |   npm run restore -- DIR [--force]';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const dirs = rest.filter((a) => a !== '--force');
  if (
    (command !== 'backup' && command !== 'restore') ||
    dirs.length !== 1 ||
    (force && command === 'backup')
  ) {
    console.error(USAGE);
    return 2;
  }
  const say = (line: string) => console.log(line);
  const config = loadConfig();
  if (command === 'backup') await backup(config, dirs[0]!, say);
  else {
    await restore(config, dirs[0]!, { force }, say);
    say('Restored. Start the app: it applies any newer migrations at start.');
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const url = process.env.DATABASE_URL;
  let message = error instanceof BackupError ? error.message : `${(error as Error).message}`;
  if (url) message = redact(message, url);
  const what = process.argv[2] === 'restore' ? 'Restore' : 'Backup';
  console.error(`${what} failed: ${message}`);
  process.exitCode = 1;
}
