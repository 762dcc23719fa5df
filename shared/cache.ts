/**
 * The one way the project keeps computed values in memory: a bounded LRU cache (lru-cache) with
 * an optional time to live. Hand-made `Map` + timestamp caches are not written any more: they had
 * no size bound and each got expiry slightly differently.
 *
 * Use it for values that are costly to compute and may be a little stale (the home page's counts,
 * the list of 5,000 organisations), or for bounded reuse (prepared SQL statements). A value is
 * per process: another app server computes its own.
 */
import { LRUCache } from "lru-cache";

/** Any value but null and undefined: lru-cache reads undefined as "missing". */
type Present = NonNullable<unknown>;

export interface MemoCache<K extends Present, V extends Present> {
  /** The cached value of the key, or compute() stored and returned when missing or expired. */
  get(key: K, compute: () => V): V;
  /** The cached value of the key if present and fresh, without computing anything. */
  peek(key: K): V | undefined;
  /** Stores a value computed elsewhere (a remembered failure ...). */
  set(key: K, value: V): void;
  /** Forgets everything (tests and the seed start from a fresh database in the same process). */
  clear(): void;
  readonly size: number;
}

export interface MemoCacheOptions {
  /** How many keys to keep; the least recently used goes first. */
  max: number;
  /** How long a value is fresh, in ms (it expires once more time has passed); without it a value
   * stays until pushed out. */
  ttlMs?: number;
  /** The clock, in ms (tests); performance.now() by default. */
  now?: () => number;
  /** Called with a value pushed out or forgotten (a prepared statement to finalize ...). */
  onEvict?: (value: unknown) => void;
}

export function memoCache<K extends Present, V extends Present>(options: MemoCacheOptions): MemoCache<K, V> {
  const cache = new LRUCache<K, V>({
    max: options.max,
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs, ttlResolution: 0 }),
    ...(options.now ? { perf: { now: options.now } } : {}),
    ...(options.onEvict ? { dispose: (value: V) => options.onEvict?.(value) } : {}),
  });
  return {
    get(key, compute) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const value = compute();
      cache.set(key, value);
      return value;
    },
    peek: (key) => cache.get(key),
    set: (key, value) => void cache.set(key, value),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

/** One memo cache per database connection, made on first use (memoCachePerConnection). */
export interface MemoCachePerConnection<K extends Present, V extends Present> {
  /** The connection's own cache. */
  of(connection: object): MemoCache<K, V>;
  /** Forgets every connection's values. */
  clear(): void;
}

/**
 * Values read from a database belong to that database: a key such as a generation number or a
 * category says nothing about which file it was read from. A server has one connection, so this is
 * one cache there; a process that opens several databases (the test files sharing one vitest
 * worker, decision 128) never sees another file's values. Held weakly: a closed connection's cache
 * goes with it.
 */
export function memoCachePerConnection<K extends Present, V extends Present>(
  // No onEvict: clear() lets the caches go unread.
  options: Omit<MemoCacheOptions, "onEvict">,
): MemoCachePerConnection<K, V> {
  let caches = new WeakMap<object, MemoCache<K, V>>();
  return {
    of(connection) {
      let cache = caches.get(connection);
      if (!cache) {
        cache = memoCache<K, V>(options);
        caches.set(connection, cache);
      }
      return cache;
    },
    clear() {
      caches = new WeakMap();
    },
  };
}
