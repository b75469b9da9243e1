import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange (audio players seek with Range)', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=0-0', { start: 0, end: 0 }],
  ])('%s of 1000 bytes → %o', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each([[undefined], ['bytes=0-1,5-6'], ['items=0-1'], ['bytes=-'], ['bytes=5-2'], ['bytes=abc']])(
    'serves %s whole (null)',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull();
    },
  );

  it('answers a range past the end as unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
