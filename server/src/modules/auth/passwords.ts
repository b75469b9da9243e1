import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';

// One of OWASP's argon2id configurations, which it rates of equal strength: 7 MiB of memory,
// 5 iterations, 1 lane (decision 0027). The library's algorithm is argon2id unless told otherwise.
const OPTIONS = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

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

export const hashPassword = (password: string) => limited(() => hash(password, OPTIONS));

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
    await limited(async () => verify(await dummyHash!, password));
    return false;
  }
  return limited(() => verify(stored, password).catch(() => false));
}
