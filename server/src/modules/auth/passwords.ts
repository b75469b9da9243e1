import { availableParallelism } from 'node:os';
import { parseOptions } from '@node-rs/argon2';
import { Piscina } from 'piscina';

// One of OWASP's argon2id configurations, which it rates of equal strength: 7 MiB of memory,
// 5 iterations, 1 lane (decision 0027). The library's algorithm is argon2id unless told otherwise.
const OPTIONS = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

// Hashing is deliberately slow. It runs on at most cores − 1 threads of a pool, each at the lowest
// CPU priority, so that a burst of logins cannot starve the requests of everyone else.
const pool = new Piscina<
  { password: string; stored?: string; options: typeof OPTIONS },
  string | boolean | null
>({
  filename: new URL('./password-worker.cjs', import.meta.url).href,
  maxThreads: Math.max(1, availableParallelism() - 1),
  minThreads: 0,
  idleTimeout: 60_000,
});

const onLane = (job: { password: string; stored?: string }) => pool.run({ ...job, options: OPTIONS });

export async function hashPassword(password: string): Promise<string> {
  const made = await onLane({ password });
  if (typeof made !== 'string') throw new Error('argon2id could not hash the password');
  return made;
}

/** A hash made otherwise than OPTIONS (an older deployment's), to be made again at the next login. */
export function isOutdatedHash(stored: string): boolean {
  const made = parseOptions(stored);
  return (
    !stored.startsWith('$argon2id$') ||
    made.memoryCost !== OPTIONS.memoryCost ||
    made.timeCost !== OPTIONS.timeCost ||
    made.parallelism !== OPTIONS.parallelism
  );
}

// Compared against when the NIP is unknown, so that the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('amal-dummy-password');
    await onLane({ stored: await dummyHash, password });
    return false;
  }
  return (await onLane({ stored, password })) === true;
}
