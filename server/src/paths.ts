import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tsx, vitest) and bundled from dist/; both sit one or more
// levels below the server package, which holds drizzle/ and sits beside web/.
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package (drizzle/meta)');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
export const defaultWebDist = join(serverRoot, '..', 'web', 'dist');
