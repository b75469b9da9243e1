import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { batchedOutput } from './log-output.ts';

const lines = ['{"msg":"satu"}\n', '{"msg":"dua"}\n', '{"msg":"tiga"}\n'];

describe('the log output', () => {
  it('writes the lines of one turn of the event loop together, after it, in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'amal-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const output = batchedOutput(fd);
    for (const line of lines) output.write(line);
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => readFileSync(file, 'utf8')).toBe(lines.join(''));
    closeSync(fd);
  });

  it('keeps the lines written just before the process exits', () => {
    const module = fileURLToPath(new URL('./log-output.ts', import.meta.url));
    const script = `import { batchedOutput } from ${JSON.stringify(module)};
      const output = batchedOutput();
      for (const line of ${JSON.stringify(lines)}) output.write(line);
      process.exit(0);`;
    const printed = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(printed).toBe(lines.join(''));
  });
});
