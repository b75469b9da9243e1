import { LRUCache } from 'lru-cache';

/**
 * The server's one kind of in-memory cache: at most `max` entries, the least recently used going
 * first, each expiring after `ttl` ms (or the ttl given to `set`) on the wall clock, which tests can
 * move. An entry is forgotten with `delete`, all of them with `clear`.
 */
export function memoryCache<K extends {}, V extends {}>(options: { max: number; ttl?: number }) {
  return new LRUCache<K, V>({ ...options, perf: { now: () => Date.now() }, ttlResolution: 0 });
}
