import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
export const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Builds the web app and the server (`npm run build`) when either build is missing. */
export function ensureBuilt() {
  if (existsSync(serverMain) && existsSync(`${webDist}index.html`)) return;
  console.log('No production build: running npm run build…');
  const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('npm run build failed');
}
