import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
