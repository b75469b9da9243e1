import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU time (user + system) one request cost each party of a load, in microseconds: the server
 * under test, this process (the load generator, or the pg client of the raw-SQL floor) and
 * PostgreSQL's backends. On a 2-core machine they share the cores, so this is where a ratio's
 * shortfall goes.
 */
export type CpuPerRequest = { server: number; client: number; postgres: number };

/** /proc's clock ticks per second (USER_HZ): 100 on every Linux build this runs on. */
const TICKS_PER_SECOND = 100;

type Snapshot = Map<number, { command: string; ticks: number }>;

function snapshot(): Snapshot {
  const processes: Snapshot = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return processes;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command sits in parentheses and may hold spaces; utime and stime are the 12th and 13th
      // fields after it.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      processes.set(Number(pid), {
        command: stat.slice(stat.indexOf('(') + 1, close),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

/**
 * Runs a load and measures what its requests cost each party (PostgreSQL's background processes
 * included). A backend that starts during the load counts from zero; one that ends during it is not
 * counted (the pools keep theirs open). No figures where there is no /proc.
 */
export async function withCpu<T extends { requests: number }>(
  serverPid: number | undefined,
  load: () => Promise<T>,
): Promise<T & { cpu?: CpuPerRequest }> {
  const before = snapshot();
  const result = await load();
  const after = snapshot();
  if (after.size === 0 || result.requests === 0) return result;
  const spent: CpuPerRequest = { server: 0, client: 0, postgres: 0 };
  for (const [pid, { command, ticks }] of after) {
    const delta = ticks - (before.get(pid)?.ticks ?? 0);
    if (pid === serverPid) spent.server += delta;
    else if (pid === process.pid) spent.client += delta;
    else if (command === 'postgres') spent.postgres += delta;
  }
  const perRequest = (ticks: number) => (ticks / TICKS_PER_SECOND / result.requests) * 1e6;
  return {
    ...result,
    cpu: {
      server: perRequest(spent.server),
      client: perRequest(spent.client),
      postgres: perRequest(spent.postgres),
    },
  };
}

const us = (value: number) => `${value.toFixed(0)} µs`;

/** "server 172 µs + load generator 51 µs + PostgreSQL 149 µs = 372 µs" (the parties that spent any). */
export function formatCpu(cpu: CpuPerRequest, clientName: string): string {
  const parts = [
    ['server', cpu.server],
    [clientName, cpu.client],
    ['PostgreSQL', cpu.postgres],
  ] as const;
  const spent = parts.filter(([, value]) => value >= 1);
  const total = spent.reduce((sum, [, value]) => sum + value, 0);
  return `${spent.map(([name, value]) => `${name} ${us(value)}`).join(' + ')} = ${us(total)}`;
}

/**
 * The share of the machine's CPU time (all cores) left idle over the next `ms`, from /proc/stat; 1
 * where there is no /proc (nothing to wait for that can be seen).
 */
export async function idleShare(ms: number): Promise<number> {
  if (!existsSync('/proc/stat')) return 1;
  const read = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.map(Number);
    // idle and iowait: the machine's cores had nothing to run.
    return { idle: ticks[3]! + ticks[4]!, total: ticks.reduce((sum, t) => sum + t, 0) };
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits until the machine is quiet (at least `share` of its CPU idle over a second), for at most
 * `maxMs`: a load measured while another job (a seed's last writes, a checkpoint) still runs
 * measures that job too. Resolves with how long it waited and whether the machine became quiet.
 */
export async function waitUntilQuiet(
  share = 0.9,
  maxMs = 90_000,
): Promise<{ waited: number; quiet: boolean }> {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if ((await idleShare(1000)) >= share) return { waited: Date.now() - start, quiet: true };
  }
  return { waited: Date.now() - start, quiet: false };
}
