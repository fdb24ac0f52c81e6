import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoPath } from '@studio/local-runner/repo-paths';
import { createTestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { migrateAll, withoutUnset } from './migrations.js';
import {
  portalSettings,
  serviceNames,
  type PortalSettings,
  type ServiceName,
} from './portal-settings.js';
import { followChild } from './child-output.js';
import { resultsDir } from './results-dir.js';

export type ProcessName = ServiceName | 'bff' | 'mailer' | 'payment-worker' | 'training-worker';

interface ProcessKind {
  entry: string;
  env(settings: PortalSettings): NodeJS.ProcessEnv;
  /** Answers 200 once the process serves; processes without a port count as ready after a while. */
  readyUrl?(settings: PortalSettings): string;
}

const serviceKind = (name: ServiceName): ProcessKind => ({
  entry: `services/${name}/dist/server.js`,
  env: (settings) => settings.env.service(name),
  readyUrl: (settings) => `http://127.0.0.1:${settings.ports.services[name]}/readyz`,
});

const kinds: Record<ProcessName, ProcessKind> = {
  auth: serviceKind('auth'),
  customer: serviceKind('customer'),
  training: serviceKind('training'),
  payment: serviceKind('payment'),
  bff: {
    entry: 'bff/dist/server.js',
    env: (settings) => settings.env.bff(),
    readyUrl: (settings) => `http://127.0.0.1:${settings.ports.bff}/readyz`,
  },
  mailer: {
    entry: 'services/mailer/dist/worker.js',
    env: (settings) => settings.env.mailer(),
    readyUrl: (settings) => `http://127.0.0.1:${settings.ports.mailer}/readyz`,
  },
  'payment-worker': {
    entry: 'services/payment/dist/worker.js',
    env: (settings) => settings.env.service('payment'),
  },
  'training-worker': {
    entry: 'services/training/dist/worker.js',
    env: (settings) => settings.env.service('training'),
  },
};

export const everyProcess: readonly ProcessName[] = [
  ...serviceNames,
  'payment-worker',
  'training-worker',
  'mailer',
  'bff',
];

export interface ProcessPortalOptions {
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Keys go under this prefix (a random one when unset); removed by `stop()` unless given. */
  redisPrefix?: string;
}

/**
 * The product's processes, started from their production build with the local runner's
 * environment, one by one under the test's control: each can be killed and started again, and
 * each can be given more environment (e.g. a fault proxy as `CUSTOMER_URL`).
 */
export class ProcessPortal {
  private readonly children = new Map<ProcessName, ChildProcess>();
  private readonly extraEnv = new Map<ProcessName, NodeJS.ProcessEnv>();

  private constructor(
    readonly settings: PortalSettings,
    readonly logFile: string,
    private readonly log: fs.WriteStream,
    private readonly cleanups: (() => Promise<unknown>)[],
  ) {}

  static async create(options: ProcessPortalOptions = {}): Promise<ProcessPortal> {
    const cleanups: (() => Promise<unknown>)[] = [];
    try {
      await fsp.mkdir(resultsDir, { recursive: true });
      const logFile = path.join(resultsDir, `processes-${Date.now()}-${process.pid}.log`);
      const log = fs.createWriteStream(logFile);
      cleanups.push(() => new Promise((resolve) => log.end(resolve)));
      const database = options.databaseUrl ? undefined : await createTestDatabase();
      if (database) cleanups.push(() => database.drop());
      const redisUrl = options.redisUrl ?? testRedisUrl;
      const redisPrefix = options.redisPrefix ?? randomRedisPrefix();
      if (!options.redisPrefix) cleanups.push(() => deleteRedisKeys(redisPrefix, redisUrl));
      const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-system-'));
      cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
      const settings = await portalSettings({
        databaseUrl: options.databaseUrl ?? database!.url,
        redisUrl,
        redisPrefix,
        smtpUrl: options.smtpUrl,
        dataDir,
      });
      await migrateAll(settings);
      return new ProcessPortal(settings, logFile, log, cleanups);
    } catch (error) {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      throw error;
    }
  }

  get bffUrl(): string {
    return `http://127.0.0.1:${this.settings.ports.bff}`;
  }

  serviceUrl(name: ServiceName): string {
    return `http://127.0.0.1:${this.settings.ports.services[name]}`;
  }

  /** More environment for a process, applied from its next start. */
  setEnv(name: ProcessName, env: NodeJS.ProcessEnv): void {
    this.extraEnv.set(name, { ...this.extraEnv.get(name), ...env });
  }

  pid(name: ProcessName): number {
    const pid = this.children.get(name)?.pid;
    if (pid === undefined) throw new Error(`${name} is not running`);
    return pid;
  }

  /** Starts the processes (in the order given) and waits until each is ready. */
  async start(...names: ProcessName[]): Promise<void> {
    for (const name of names) await this.startOne(name);
  }

  /** Kills a process (SIGKILL by default: a crash, nothing flushed) and waits until it is gone. */
  async kill(name: ProcessName, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.children.get(name);
    if (!child) return;
    this.children.delete(name);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  async stop(): Promise<void> {
    for (const name of [...this.children.keys()].reverse()) await this.kill(name, 'SIGTERM');
    for (const cleanup of this.cleanups.reverse()) await cleanup().catch(() => undefined);
  }

  private async startOne(name: ProcessName): Promise<void> {
    if (this.children.has(name)) throw new Error(`${name} is already running`);
    const kind = kinds[name];
    const child = spawn(process.execPath, [repoPath(kind.entry)], {
      cwd: repoPath(),
      env: withoutUnset({ ...process.env, ...kind.env(this.settings), ...this.extraEnv.get(name) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.set(name, child);
    const followed = followChild(child, this.log, name);

    const readyUrl = kind.readyUrl?.(this.settings);
    // Generous: on a busy two-core machine a service's migrations and start can take over a minute.
    const deadline = Date.now() + startTimeoutMs;
    const startedAt = Date.now();
    while (Date.now() < deadline) {
      const exit = followed.exit();
      if (exit) throw new Error(`${name} stopped while starting (${exit}); see ${this.logFile}`);
      if (readyUrl ? await answersOk(readyUrl) : Date.now() - startedAt > 1500) return;
      await sleep(100);
    }
    throw new Error(
      `${name} did not become ready within ${startTimeoutMs / 1000} s; see ${this.logFile}`,
    );
  }
}

const startTimeoutMs = 120_000;

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
