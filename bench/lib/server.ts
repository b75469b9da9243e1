import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { serverMain } from './paths.ts';

/** A free port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health in ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

export type RunningServer = {
  baseUrl: string;
  pid: number;
  /** The largest RSS seen since start (sampled every 250 ms). */
  peakRss(): number;
  /** The process is still running. */
  alive(): boolean;
  /** `kill -9`: no shutdown, no flush, as a power cut or the OOM killer would end it. */
  crash(): Promise<void>;
  stop(): Promise<void>;
};

/** Node's flags in `npm start` and `npm run demo` (package.json), for the built server. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * Starts a Node program (the built server by default) as its own process, in production mode,
 * and waits for /api/health. Its output goes to /dev/null unless `inherit` is set.
 */
export async function startServer(
  env: Record<string, string>,
  options: { script?: string; args?: string[]; inherit?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // The server's own flags as `npm start` runs it (package.json): V8's young generation kept at
  // 4 MB a half (decision 0038), where Node 24 lets it grow to 64 MB a half.
  const flags = options.script ? [] : SERVER_NODE_FLAGS;
  const argv = [...flags, ...(options.args ?? []), options.script ?? serverMain];
  const child = spawn(process.execPath, argv, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      // As `npm start` runs it (package.json): password hashing's memory goes back at once.
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...env,
    },
    stdio: ['ignore', options.inherit ? 'inherit' : 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, rssOf(child.pid));
  }, 250);
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    clearInterval(sampler);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid!,
    peakRss: () => peak,
    alive: () => child.exitCode === null && child.signalCode === null,
    async crash() {
      clearInterval(sampler);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
