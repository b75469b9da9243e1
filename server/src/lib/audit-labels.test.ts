import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIT_ACTIONS } from '@amal/contract/audit';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

describe('the audit log reads in Indonesian', () => {
  it('names every action the server records (the staff audit page shows AUDIT_ACTIONS)', async () => {
    const actions = new Set<string>();
    for (const file of await sourceFiles(SOURCE)) {
      for (const match of (await readFile(file, 'utf8')).matchAll(/action: '([a-z.-]+)'/g))
        actions.add(match[1]!);
    }
    expect(actions.size).toBeGreaterThan(10);
    expect([...actions].filter((action) => !(action in AUDIT_ACTIONS))).toEqual([]);
  });
});
