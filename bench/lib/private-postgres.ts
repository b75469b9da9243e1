// A PostgreSQL server of our own, in a temporary directory, so that a run may stop and start it
// under load without touching the machine's shared server. Uses the machine's PostgreSQL binaries
// (`pg_config --bindir`); as root, initdb and pg_ctl run as the `postgres` system user.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server.ts';

export type PrivatePostgres = {
  /** postgres://root@127.0.0.1:<port>/amal */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, as when an operator stops the server. */
  stop(): void;
  start(): void;
  destroy(): void;
};

function binDir(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No PostgreSQL binaries (pg_config not found): install PostgreSQL to run this check');
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'amal-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), -1);
  const run = (program: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(command, all, { stdio: ['ignore', 'ignore', 'inherit'], cwd: dir });
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'root', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const admin = new pg.Client({ connectionString: `postgres://root@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database amal');
  await admin.end();
  return {
    url: `postgres://root@127.0.0.1:${port}/amal`,
    stop,
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
