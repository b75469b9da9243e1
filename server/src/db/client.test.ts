import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../lib/file-store.ts';
import { openEmbedded } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { users } from './schema/index.ts';
import { seedDatabase } from './seed/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'amal-client-test-'));
const files = localFileStore(join(dataDir, 'files'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its data across a restart and does not seed the demo accounts twice', async () => {
    const first = await openEmbedded(dataDir);
    await first.migrate();
    await seedDatabase(first, files, { demo: true });
    const demoCount = (await first.db.select().from(users)).length;
    expect(demoCount).toBeGreaterThan(0);
    await first.db.update(users).set({ rt: '042' }).where(eq(users.nip, 'ARN101-10001'));
    await first.close();

    const second = await openEmbedded(dataDir);
    await second.migrate();
    await seedDatabase(second, files, { demo: true });
    const rows = await second.db.select().from(users);
    expect(rows).toHaveLength(demoCount);
    expect(rows.find((u) => u.nip === 'ARN101-10001')?.rt).toBe('042');
    await second.close();
  });

  it('refuses a data directory that another live process holds', () => {
    const lockedDir = mkdtempSync(join(tmpdir(), 'amal-lock-test-'));
    const release = acquireDataDirLock(lockedDir);
    // process.ppid is alive and is not us: it stands for the other server.
    const lockFile = join(lockedDir, 'amal.lock');
    writeFileSync(lockFile, String(process.ppid));
    expect(() => acquireDataDirLock(lockedDir)).toThrow(/in use by process/);
    release();
    rmSync(lockedDir, { recursive: true, force: true });
  });
});
