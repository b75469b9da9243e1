import type { ByteRange } from './file-store.ts';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14), as audio and
 * video players send it to seek (Safari plays media only from servers that answer them). Null:
 * no range, or one this server serves whole (several ranges, another unit, a malformed header).
 * 'unsatisfiable': a range wholly past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || (last !== '' && Number(last) < start)) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
