import type { RunnerConfig } from '../config.js';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../embedded-postgres.js';
import type { LogSink } from '../log.js';
import { ProcessGroup } from '../process-group.js';

/**
 * Hands `work` the database `npm start` uses: `DATABASE_URL` when set; else the embedded
 * PostgreSQL in `DATA_DIR`, reached where a running `npm start` serves it, or started for the
 * duration of `work` (and stopped again) when nothing runs.
 */
export async function withRunnerDatabase<T>(
  config: RunnerConfig,
  sink: LogSink,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl);
  const running = await runningEmbeddedPostgresUrl(config.dataDir);
  if (running) return work(running);
  const group = new ProcessGroup(sink, () => undefined, { detached: false });
  try {
    return await work(await startEmbeddedPostgres(config.dataDir, group, sink));
  } finally {
    await group.stopAll();
  }
}
