import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logOutput } from './log-output.ts';

const lines = ['{"msg":"satu"}\n', '{"msg":"dua"}\n', '{"msg":"tiga"}\n'];

describe('the log output', () => {
  it('writes every line, in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'amal-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const output = logOutput(fd);
    for (const line of lines) output.write(line);
    await expect.poll(() => readFileSync(file, 'utf8')).toBe(lines.join(''));
    closeSync(fd);
  });

  it('keeps the lines written just before the process exits, in order', () => {
    const module = fileURLToPath(new URL('./log-output.ts', import.meta.url));
    const script = `import { logOutput } from ${JSON.stringify(module)};
      const output = logOutput();
      for (const line of ${JSON.stringify(lines)}) output.write(line);
      process.exit(0);`;
    const printed = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(printed).toBe(lines.join(''));
  });
});
