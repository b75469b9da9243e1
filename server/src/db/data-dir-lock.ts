import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite does not lock its directory and a second process would corrupt it, so the app
// keeps a pid file and refuses to start while another live process holds it.
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'amal.lock');
  const holder = readHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The data directory ${dataDir} is in use by process ${holder}; refusing to open it twice.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
