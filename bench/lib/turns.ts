import { type LoadResult, loadResult } from './capture.ts';
import type { CpuPerRequest } from './cpu.ts';

/** A load's figures, with what each request cost each party's CPU when it was measured. */
export type Measured = LoadResult & { cpu?: CpuPerRequest };

/**
 * Two loads compared by their throughput, measured in turns: `rounds` slices of each, one after the
 * other, then each load's slices merged. A shared host's speed drifts over a minute (the same
 * filtered list gave 0.39 in a full run and 0.67 alone minutes later): loads run back to back, 30 s
 * each, measure that drift as much as the difference between them, where slices in turn share it.
 */
export async function inTurns<A extends Measured, B extends Measured>(
  rounds: number,
  seconds: number,
  first: (seconds: number, round: number) => Promise<A>,
  second: (seconds: number, round: number) => Promise<B>,
): Promise<[Measured & Omit<A, keyof Measured>, Measured]> {
  const slice = seconds / rounds;
  const ofFirst: A[] = [];
  const ofSecond: B[] = [];
  for (let round = 0; round < rounds; round++) {
    ofFirst.push(await first(slice, round));
    ofSecond.push(await second(slice, round));
  }
  // The first load's own fields (an HTTP load's RSS peak so far) as its last slice left them.
  return [{ ...ofFirst[ofFirst.length - 1]!, ...merged(ofFirst) }, merged(ofSecond)];
}

/** Slices of one load as if it had run at once: requests and time summed, percentiles of every request. */
export function merged(parts: readonly Measured[]): Measured {
  const result: Measured = loadResult(
    parts.flatMap((p) => p.latencies),
    sum(parts, (p) => p.seconds),
    sum(parts, (p) => p.errors),
  );
  const { requests } = result;
  if (parts.every((p) => p.cpu !== undefined) && requests > 0) {
    const share = (party: keyof CpuPerRequest) => sum(parts, (p) => p.cpu![party] * p.requests) / requests;
    result.cpu = { server: share('server'), client: share('client'), postgres: share('postgres') };
  }
  return result;
}

const sum = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);
