import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { redisAnswers } from '@studio/service-kit/redis-answers';
import type { LogSink } from './log.js';
import type { ProcessGroup } from './process-group.js';

const execFileAsync = promisify(execFile);
const localHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Makes sure Redis answers at `url`. When nothing does and the URL is local, starts the
 * `redis-server` found on PATH there (no persistence: sessions and queues of a local run only).
 */
export async function ensureRedis(url: string, group: ProcessGroup, sink: LogSink): Promise<void> {
  if (await redisAnswers(url)) return;
  const { hostname, port } = new URL(url);
  if (!localHosts.has(hostname)) {
    throw new Error(`Redis does not answer at ${redactUrl(url)}; start it or set REDIS_URL`);
  }
  const redisServer = await findOnPath('redis-server');
  if (!redisServer) {
    throw new Error(
      `Redis does not answer at ${redactUrl(url)} and redis-server is not installed; install Redis (apt-get install redis-server, brew install redis) or set REDIS_URL`,
    );
  }
  sink.line('runner', `nothing answers at ${redactUrl(url)}; starting ${redisServer}`);
  await group.start(
    {
      name: 'redis',
      command: redisServer,
      args: ['--bind', '127.0.0.1', '--port', port || '6379', '--save', '', '--appendonly', 'no'],
      isReady: () => redisAnswers(url),
    },
    { timeoutMs: 15_000 },
  );
}

async function findOnPath(command: string): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync('sh', ['-c', `command -v ${command}`]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A URL fit for a log line: any password replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
