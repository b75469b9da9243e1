import { describe, expect, it } from 'vitest';
import { inTurns, type Measured, merged } from './turns.ts';

/** A slice of `seconds` whose requests each took the given times (ms). */
function slice(seconds: number, latencies: number[], cpu?: Measured['cpu']): Measured {
  return {
    rps: latencies.length / seconds,
    seconds,
    latencies: [...latencies],
    p50: 0,
    p95: 0,
    p99: 0,
    errors: 0,
    requests: latencies.length,
    ...(cpu ? { cpu } : {}),
  };
}

describe('merged', () => {
  it('counts every request over the whole time, not the mean of the slices’ rates', () => {
    const slow = slice(10, Array(100).fill(5));
    const fast = slice(5, Array(400).fill(1));
    const whole = merged([slow, fast]);
    expect(whole.requests).toBe(500);
    expect(whole.seconds).toBe(15);
    expect(whole.rps).toBeCloseTo(500 / 15, 9);
  });

  it('takes percentiles over every request of every slice', () => {
    const whole = merged([slice(1, Array(90).fill(1)), slice(1, Array(10).fill(50))]);
    expect(whole.p50).toBe(1);
    expect(whole.p95).toBe(50);
  });

  it('sums errors and weighs each slice’s CPU by its requests', () => {
    const a = { ...slice(1, Array(100).fill(1), { server: 100, client: 10, postgres: 0 }), errors: 1 };
    const b = { ...slice(1, Array(300).fill(1), { server: 200, client: 30, postgres: 40 }), errors: 2 };
    const whole = merged([a, b]);
    expect(whole.errors).toBe(3);
    expect(whole.cpu).toEqual({ server: 175, client: 25, postgres: 30 });
  });

  it('gives no CPU figure when a slice was not measured', () => {
    const whole = merged([slice(1, [1], { server: 1, client: 1, postgres: 1 }), slice(1, [1])]);
    expect(whole.cpu).toBeUndefined();
  });
});

describe('inTurns', () => {
  it('runs the two loads in alternate slices of the time, and merges each', async () => {
    const order: string[] = [];
    const [first, second] = await inTurns(
      3,
      30,
      async (seconds, round) => {
        order.push(`first ${seconds} s, round ${round}`);
        return { ...slice(seconds, Array(10 * (round + 1)).fill(1)), peakRssMb: 100 + round };
      },
      async (seconds, round) => {
        order.push(`second ${seconds} s, round ${round}`);
        return slice(seconds, Array(20).fill(1));
      },
    );
    expect(order).toEqual([
      'first 10 s, round 0',
      'second 10 s, round 0',
      'first 10 s, round 1',
      'second 10 s, round 1',
      'first 10 s, round 2',
      'second 10 s, round 2',
    ]);
    expect(first.requests).toBe(60);
    expect(first.rps).toBe(2);
    expect(first.peakRssMb).toBe(102);
    expect(second.requests).toBe(60);
    expect(second.seconds).toBe(30);
  });
});
