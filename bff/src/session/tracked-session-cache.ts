import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SessionData } from './session-store.js';

/** Where Redis publishes the keys a tracked client read and someone then changed (RESP2 redirect). */
const invalidationChannel = '__redis__:invalidate';

export interface TrackedSessionCacheOptions {
  /** Beyond this, the oldest entry makes room (entries live at most `maxAgeMs` anyway). */
  maxEntries: number;
  /** A safety net: an entry is re-read after this long even if Redis never said it changed. */
  maxAgeMs: number;
}

export const defaultSessionCacheOptions: TrackedSessionCacheOptions = {
  maxEntries: 10_000,
  maxAgeMs: 60_000,
};

interface Entry {
  data: SessionData;
  expiresAt: number;
}

interface PendingRead {
  promise: Promise<SessionData | null>;
  /** Set when Redis reports a change before the read's answer: that answer may be stale. */
  invalidated: boolean;
}

function parseSession(stored: string | null): SessionData | null {
  return stored === null ? null : (Object.freeze(JSON.parse(stored)) as SessionData);
}

/**
 * Sessions kept in the BFF's memory, exact through Redis's server-assisted client-side caching
 * (docs/architecture.md "Sessions cached in the BFF"): `reader` reads with `CLIENT TRACKING ON
 * REDIRECT` to `subscriber`, which hears of every later change to a key it read and drops it.
 * While tracking is not confirmed on both connections, reads go to Redis uncached.
 */
export class TrackedSessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, PendingRead>();
  private readonly reader: Redis;
  private readonly subscriber: Redis;
  /** The subscriber's CLIENT ID once it listens; tracking redirects there. */
  private subscriberId: number | undefined;
  /** Bumped whenever either connection drops: nothing read before may be cached after. */
  private generation = 0;
  /** Bumped whenever the subscriber drops: a CLIENT ID asked before names a client that is gone. */
  private subscriberConnections = 0;
  private tracking = false;

  constructor(
    private readonly redis: Redis,
    logger: Logger,
    private readonly options: TrackedSessionCacheOptions = defaultSessionCacheOptions,
  ) {
    // Named so that CLIENT LIST tells them apart; connected here, so a lazy client stays lazy.
    const name = redis.options.connectionName ?? 'bff';
    this.reader = redis.duplicate({ lazyConnect: true, connectionName: `${name}-session-reader` });
    this.subscriber = redis.duplicate({
      lazyConnect: true,
      autoResubscribe: false,
      connectionName: `${name}-session-subscriber`,
    });
    for (const [name, connection] of [
      ['reader', this.reader],
      ['subscriber', this.subscriber],
    ] as const) {
      connection.on('error', (error: Error) =>
        logger.warn({ err: error, connection: name }, 'Redis connection problem (session cache)'),
      );
      connection.on('close', () => this.stopCaching());
      connection.connect().catch(() => {
        // reported by the 'error' listener; ioredis retries by its own strategy
      });
    }
    this.subscriber.on('close', () => {
      this.subscriberConnections += 1;
      this.subscriberId = undefined;
    });
    this.subscriber.on('ready', () => void this.listenForInvalidations(logger));
    this.reader.on('ready', () => void this.startTracking(logger));
    this.subscriber.on('messageBuffer', (_channel: Buffer, keys: unknown) => this.invalidate(keys));
  }

  /** Whether reads are cached now (tracking confirmed on since both connections last connected). */
  get isTracking(): boolean {
    return this.tracking;
  }

  /** How many sessions it holds now. */
  get size(): number {
    return this.entries.size;
  }

  /** The session stored at `key`, from memory when Redis has not reported a change since. */
  async read(key: string): Promise<SessionData | null> {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      if (entry.expiresAt > Date.now()) return entry.data;
      this.entries.delete(key);
    }
    if (!this.tracking) return parseSession(await this.redis.get(key));
    const inFlight = this.pending.get(key);
    if (inFlight !== undefined) return inFlight.promise;
    const read: PendingRead = { promise: Promise.resolve(null), invalidated: false };
    read.promise = this.readTracked(key, read);
    this.pending.set(key, read);
    return read.promise;
  }

  /** Drops `key` now, for this process's own writes (Redis's message follows on its own). */
  forget(key: string): void {
    this.entries.delete(key);
    this.abandonPending(key);
  }

  /** Drops every cached session of `userId` but `keepKey`, and every read in flight. */
  forgetUser(userId: string, keepKey?: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.data.userId === userId && key !== keepKey) this.entries.delete(key);
    }
    for (const key of [...this.pending.keys()]) this.abandonPending(key);
  }

  close(): void {
    this.reader.disconnect();
    this.subscriber.disconnect();
  }

  private async readTracked(key: string, read: PendingRead): Promise<SessionData | null> {
    const generation = this.generation;
    try {
      // PTTL beside GET so an entry never outlives its key, whenever Redis gets round to expiring it.
      const replies = await this.reader.pipeline().get(key).pttl(key).exec();
      const [stored, remainingMs] = (replies ?? []).map(([error, value]) => {
        if (error) throw error;
        return value;
      }) as [string | null, number];
      const data = parseSession(stored);
      const stillExact = !read.invalidated && generation === this.generation && this.tracking;
      if (data !== null && stillExact && remainingMs !== -2) {
        const lifetimeMs =
          remainingMs >= 0 ? Math.min(remainingMs, this.options.maxAgeMs) : this.options.maxAgeMs;
        this.remember(key, { data, expiresAt: Date.now() + lifetimeMs });
      }
      return data;
    } finally {
      if (this.pending.get(key) === read) this.pending.delete(key);
    }
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }

  /** A later caller must not share a read whose answer may predate a change. */
  private abandonPending(key: string): void {
    const read = this.pending.get(key);
    if (read === undefined) return;
    read.invalidated = true;
    this.pending.delete(key);
  }

  private flush(): void {
    this.entries.clear();
    for (const key of [...this.pending.keys()]) this.abandonPending(key);
  }

  /** A key list from Redis, or null: it flushed its tracking table (FLUSHALL, or too many keys). */
  private invalidate(keys: unknown): void {
    if (keys === null) {
      this.flush();
      return;
    }
    for (const key of Array.isArray(keys) ? keys : [keys]) this.forget(String(key));
  }

  /** Invalidations may have been lost, or reads may no longer be tracked: cache nothing until re-armed. */
  private stopCaching(): void {
    this.generation += 1;
    this.tracking = false;
    this.flush();
  }

  private async listenForInvalidations(logger: Logger): Promise<void> {
    const connection = this.subscriberConnections;
    try {
      const id = Number(await this.subscriber.client('ID'));
      await this.subscriber.subscribe(invalidationChannel);
      if (connection !== this.subscriberConnections) return;
      this.subscriberId = id;
      await this.startTracking(logger);
    } catch (error) {
      logger.warn(
        { err: error },
        'session cache could not listen for invalidations; reading uncached',
      );
    }
  }

  private async startTracking(logger: Logger): Promise<void> {
    const redirectTo = this.subscriberId;
    if (redirectTo === undefined || this.reader.status !== 'ready') return;
    const generation = this.generation;
    try {
      await this.reader.client('TRACKING', 'ON', 'REDIRECT', String(redirectTo));
      if (generation === this.generation && this.subscriberId === redirectTo) this.tracking = true;
    } catch (error) {
      logger.warn({ err: error }, 'session cache could not turn tracking on; reading uncached');
    }
  }
}
