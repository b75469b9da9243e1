// Bundles the server's own code and the contract's sources into dist/main.js; every
// npm dependency stays external and is loaded from node_modules at run time.
import { copyFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@amal/'));

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// The hashing lanes' worker is loaded as a file of its own next to main.js (passwords.ts).
copyFileSync(
  new URL('./src/modules/auth/password-worker.cjs', import.meta.url),
  new URL('./dist/password-worker.cjs', import.meta.url),
);
