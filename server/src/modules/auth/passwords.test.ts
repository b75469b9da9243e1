import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

/** The niceness of each thread of this process (field 19 of /proc/self/task/<id>/stat). */
const threadNiceness = () =>
  readdirSync('/proc/self/task').map((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('password hashing lanes', () => {
  it('hash and check on at most cores − 1 threads, each at the lowest CPU priority, so that logins cannot starve other requests', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`kata sandi ${i}`)));
    expect(await verifyPassword(hashes[3]!, 'kata sandi 3')).toBe(true);
    expect(await verifyPassword(hashes[3]!, 'kata sandi 4')).toBe(false);
    const lowest = threadNiceness().filter((nice) => nice === 19);
    expect(lowest).toHaveLength(Math.max(1, availableParallelism() - 1));
  });

  it('matches no password against a stored hash it cannot read, or none', async () => {
    expect(await verifyPassword('bukan-hash', 'demo1234')).toBe(false);
    expect(await verifyPassword(null, 'demo1234')).toBe(false);
  });
});
