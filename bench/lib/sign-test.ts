/**
 * The two-sided sign test's p-value: how likely `faster` or a result as lopsided is, of `rounds`
 * paired runs, when neither build is faster (each round a coin toss). A paired comparison under
 * 0.05 is a difference the host's noise hardly makes; over it, the runs did not show one.
 */
export function signTestP(faster: number, rounds: number): number {
  if (rounds === 0) return 1;
  const extreme = Math.min(faster, rounds - faster);
  let tail = 0;
  let ways = 1; // C(rounds, 0)
  for (let k = 0; k <= extreme; k++) {
    tail += ways;
    ways = (ways * (rounds - k)) / (k + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** rounds);
}
