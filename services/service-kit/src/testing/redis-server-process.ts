import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { redisAnswers } from '../redis-answers.js';
import { freePort } from './free-port.js';
import { waitFor } from './wait-for.js';

export interface RedisServerProcess {
  url: string;
  /** SIGKILL: a crash, nothing flushed beyond what the append-only file already holds. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data folder; it reloads the append-only file. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own (Debian's `redis-server`) on a free port, never the shared one. It keeps
 * an append-only file fsynced on every write, as a production Redis holding sessions and queues does,
 * so a restart keeps what was acknowledged.
 */
export async function startRedisServer(): Promise<RedisServerProcess> {
  const port = await freePort();
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(async () => ((await redisAnswers(url)) ? true : undefined), 15_000);
  };
  const kill = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    kill,
    start,
    stop: async () => {
      await kill();
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
