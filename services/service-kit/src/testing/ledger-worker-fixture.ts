import { createDatabase } from '../database.js';
import { migrateUp } from '../migrations.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { startLedgerWorkerProcess } from './ledger-worker-process.js';
import type { NodeProcess } from './node-process.js';
import { deleteRedisKeys, randomRedisPrefix, testRedisUrl } from './redis.js';

export interface LedgerWorkerFixtureOptions {
  /** The built worker entry, `dist/worker.js` of the service. */
  entry: string;
  schema: string;
  migrationsDirectory: string;
  /** The rest of the worker's environment (its secret, the customer URL, the log level). */
  env: Record<string, string>;
}

export interface StartedLedgerWorker {
  worker: NodeProcess;
  /** Where its probes answer. */
  base: string;
  /** GETs one of its probe paths: the status and the JSON body. */
  probe(path: string): Promise<{ status: number; body: unknown }>;
  /** Asks it to stop (SIGTERM) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * A service's ledger worker process under test: a migrated database and a Redis key prefix of its
 * own, removed again by `tearDown()` together with every worker started and anything passed to
 * `onTearDown`.
 */
export class LedgerWorkerFixture {
  readonly redisPrefix = randomRedisPrefix();
  private database: TestDatabase | undefined;
  private readonly cleanups: (() => unknown)[] = [];

  constructor(private readonly options: LedgerWorkerFixtureOptions) {}

  get databaseUrl(): string {
    if (!this.database) throw new Error('LedgerWorkerFixture.setUp() has not run');
    return this.database.url;
  }

  async setUp(): Promise<void> {
    this.database = await createTestDatabase();
    const { schema, migrationsDirectory } = this.options;
    const sequelize = createDatabase({ url: this.database.url, schema });
    await migrateUp({ sequelize, schema, directory: migrationsDirectory });
    await sequelize.close();
  }

  /** Runs `cleanup` on tear-down, before what was added earlier. */
  onTearDown(cleanup: () => unknown): void {
    this.cleanups.push(cleanup);
  }

  async tearDown(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) await cleanup();
    await deleteRedisKeys(this.redisPrefix);
    await this.database?.drop();
  }

  /** A URL of the same server whose database does not exist. */
  missingDatabaseUrl(): string {
    const missing = new URL(this.databaseUrl);
    missing.pathname = '/studio_no_such_database';
    return missing.toString();
  }

  /** Starts the worker on `databaseUrl` and resolves once its `/healthz` answers. */
  async start(databaseUrl: string): Promise<StartedLedgerWorker> {
    const started = await startLedgerWorkerProcess(this.options.entry, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: this.redisPrefix,
      ...this.options.env,
    });
    this.onTearDown(started.close);
    const { process: worker, probeUrl: base } = started;
    return {
      worker,
      base,
      async probe(path) {
        const response = await fetch(`${base}${path}`);
        return { status: response.status, body: await response.json() };
      },
      stop() {
        worker.kill('SIGTERM');
        return worker.exited;
      },
    };
  }
}
