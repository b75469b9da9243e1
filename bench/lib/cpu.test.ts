import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { formatCpu, idleShare, withCpu } from './cpu.ts';

/** Keeps this process's CPU busy for `ms`. */
function burn(ms: number): number {
  const end = performance.now() + ms;
  let spins = 0;
  while (performance.now() < end) spins++;
  return spins;
}

describe("bench:api's CPU per request (where a ratio's shortfall goes)", () => {
  /** Runs `burn` under withCpu, and what Node itself says the process spent meanwhile, in µs. */
  async function measured(serverPid: number | undefined, requests: number) {
    const start = process.cpuUsage();
    const result = await withCpu(serverPid, async () => {
      burn(300);
      return { requests };
    });
    const { user, system } = process.cpuUsage(start);
    return { cpu: result.cpu, spentPerRequest: (user + system) / requests };
  }

  it("charges this process's work to the client, divided among the requests", async () => {
    const { cpu, spentPerRequest } = await measured(undefined, 3);
    // /proc counts in 10 ms ticks: within two of them, over 3 requests.
    expect(spentPerRequest).toBeGreaterThan(30_000);
    expect(Math.abs(cpu!.client - spentPerRequest)).toBeLessThan(20_000 / 3);
    expect(cpu?.server).toBe(0);
  });

  it('charges the server under test by its process id', async () => {
    const { cpu, spentPerRequest } = await measured(process.pid, 1);
    expect(Math.abs(cpu!.server - spentPerRequest)).toBeLessThan(20_000);
    expect(cpu?.client).toBe(0);
  });

  it('names each party that spent any, and their sum', () => {
    expect(formatCpu({ server: 175.4, client: 54, postgres: 0.2 }, 'load generator')).toBe(
      'server 175 µs + load generator 54 µs = 229 µs',
    );
  });
});

describe('bench:api waits for a quiet machine before it measures', () => {
  it("counts a busy core as not idle: one core kept busy leaves at most the others' share", async () => {
    const measuring = idleShare(600);
    burn(500);
    // One of the machine's cores was busy for 500 of the 600 ms.
    expect(await measuring).toBeLessThan(1 - 0.8 / cpus().length);
  });
});
