import { describe, expect, it } from 'vitest';
import { formatCpu, withCpu } from './cpu.ts';

/** Keeps this process's CPU busy for `ms`. */
function burn(ms: number): number {
  const end = performance.now() + ms;
  let spins = 0;
  while (performance.now() < end) spins++;
  return spins;
}

describe("bench:api's CPU per request (where a ratio's shortfall goes)", () => {
  it("charges this process's work to the client, divided among the requests", async () => {
    const result = await withCpu(undefined, async () => {
      burn(300);
      return { requests: 3 };
    });
    // 300 ms over 3 requests is 100,000 µs each; /proc counts in 10 ms ticks.
    expect(result.cpu?.client).toBeGreaterThan(70_000);
    expect(result.cpu?.client).toBeLessThan(150_000);
    expect(result.cpu?.server).toBe(0);
  });

  it('charges the server under test by its process id', async () => {
    const result = await withCpu(process.pid, async () => {
      burn(200);
      return { requests: 1 };
    });
    expect(result.cpu?.server).toBeGreaterThan(150_000);
    expect(result.cpu?.client).toBe(0);
  });

  it('names each party that spent any, and their sum', () => {
    expect(formatCpu({ server: 175.4, client: 54, postgres: 0.2 }, 'load generator')).toBe(
      'server 175 µs + load generator 54 µs = 229 µs',
    );
  });
});
