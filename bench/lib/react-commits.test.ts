import { describe, expect, it } from 'vitest';
import { describeCommits } from './react-commits.ts';

describe("bench:web's count of what React ran on the step change", () => {
  it('sums each commit, the mounted ones and the components by name, most first', () => {
    const line = describeCommits([
      { '@mantine/core/Button': { mounted: 0, rendered: 1 }, Xy: { mounted: 0, rendered: 1 } },
      {
        '@mantine/core/Box': { mounted: 3, rendered: 2 },
        '@mantine/core/Select': { mounted: 1, rendered: 0 },
        Xy: { mounted: 2, rendered: 0 },
      },
    ]);
    expect(line).toBe('10 components in 2 commits (2 + 8; 6 mounted): Box 5, Button 1, Select 1');
  });

  it('says so when React committed nothing', () => {
    expect(describeCommits([])).toBe('no commit');
  });
});
