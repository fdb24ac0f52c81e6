/**
 * A map that keeps at most `capacity` entries, dropping the least recently used one first, and
 * forgets an entry once its own expiry time has passed. For per-request caches (identity tokens)
 * whose keys come from callers: a bounded size keeps a flood of distinct keys from growing memory.
 */
export class BoundedCache<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent entry first.
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly capacity: number) {}

  /** The value stored under `key` while `now` is before its expiry; undefined otherwise. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now >= entry.expiresAt) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` until `expiresAt` (epoch ms). */
  set(key: string, value: V, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const leastRecent = this.entries.keys().next();
      if (!leastRecent.done) this.entries.delete(leastRecent.value);
    }
    this.entries.set(key, { value, expiresAt });
  }

  get size(): number {
    return this.entries.size;
  }
}
