import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

// One of OWASP's argon2id configurations, which it rates of equal strength: 7 MiB of memory,
// 5 iterations, 1 lane. It checks a password in a third less CPU than 19 MiB × 2 (decision 0027).
const OPTIONS = { type: argon2.argon2id, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

// Hashing is deliberately slow; without a cap a burst of logins would take every libuv
// thread and starve the database driver and file reads of other requests.
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => limited(() => argon2.hash(password, OPTIONS));

/** A hash made with other parameters than OPTIONS (an older deployment's), to be made again at the next login. */
export const isOutdatedHash = (hash: string) => argon2.needsRehash(hash, OPTIONS);

// Compared against when the NIP is unknown, so that the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('amal-dummy-password');
    await limited(async () => argon2.verify(await dummyHash!, password));
    return false;
  }
  return limited(() => argon2.verify(hash, password).catch(() => false));
}
