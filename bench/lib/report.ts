/**
 * The budget lines every bench script ends with: `bench: <name> <figure> (budget <budget>) ok|over`.
 * In smoke mode the lines are printed the same way but an "over" does not fail the run.
 */
export type Budget = { name: string; figure: string; budget: string; ok: boolean };

export function createReport(options: { smoke: boolean }) {
  const budgets: Budget[] = [];
  return {
    budgets,
    check(name: string, figure: string, budget: string, ok: boolean) {
      budgets.push({ name, figure, budget, ok });
    },
    /** Prints the budget lines and exits: 1 when any is over (never in smoke mode). */
    finish(): never {
      console.log('');
      for (const b of budgets)
        console.log(`bench: ${b.name} ${b.figure} (budget ${b.budget}) ${b.ok ? 'ok' : 'over'}`);
      const over = budgets.filter((b) => !b.ok).length;
      if (options.smoke && over > 0)
        console.log(`(smoke run: ${over} over budget at this volume, not a failure)`);
      process.exit(over > 0 && !options.smoke ? 1 : 0);
    },
  };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Exact percentiles of a list of samples (sorted in place). */
export function percentiles(samples: number[]) {
  samples.sort((a, b) => a - b);
  const at = (p: number) =>
    samples.length === 0 ? 0 : samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: samples[samples.length - 1] ?? 0 };
}
