import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Endpoints, startServiceProxy } from '@studio/images/service-router';
import { findFreePort } from '@studio/local-runner/free-port';
import { repoPath } from '@studio/local-runner/repo-paths';
import { createTestDatabase } from '@studio/service-kit/testing/database';
import { setFileClock } from '@studio/service-kit/testing/file-clock';
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

export type ReplicatedProcess =
  ServiceName | 'payment-worker' | 'training-worker' | 'mailer' | 'bff';

interface Kind {
  /** The compiled entry, or a kind of system-tests/src/clocked-entry.ts (reads the shared clock). */
  entry: string | { clocked: string };
  env(settings: PortalSettings, port: number): NodeJS.ProcessEnv;
}

const clockedService = (name: ServiceName): Kind => ({
  entry: { clocked: name },
  env: (settings, port) => ({ ...settings.env.service(name), PORT: String(port) }),
});

const kinds: Record<ReplicatedProcess, Kind> = {
  auth: clockedService('auth'),
  customer: clockedService('customer'),
  training: clockedService('training'),
  payment: {
    entry: 'services/payment/dist/server.js',
    env: (settings, port) => ({ ...settings.env.service('payment'), PORT: String(port) }),
  },
  'payment-worker': {
    entry: 'services/payment/dist/worker.js',
    env: (settings, port) => ({
      ...settings.env.ledgerWorker('payment'),
      HEALTH_PORT: String(port),
    }),
  },
  'training-worker': {
    entry: { clocked: 'training-worker' },
    env: (settings) => settings.env.ledgerWorker('training'),
  },
  mailer: {
    entry: 'services/mailer/dist/worker.js',
    env: (settings, port) => ({ ...settings.env.mailer(), PORT: String(port) }),
  },
  bff: {
    entry: 'bff/dist/server.js',
    env: (settings, port) => ({ ...settings.env.bff(), PORT: String(port) }),
  },
};

/** Services and the BFF answer /readyz; the workers count as started once they have run a while. */
const servesReadyz = (name: ReplicatedProcess) => name !== 'training-worker';

export const everyReplicatedProcess: readonly ReplicatedProcess[] = [
  ...serviceNames,
  'payment-worker',
  'training-worker',
  'mailer',
  'bff',
];

/**
 * Every service, worker and the BFF `replicas` times over one database and one Redis prefix, as
 * the autoscalers run them: each service and the BFF behind one address that takes turns between
 * its copies (what a Kubernetes Service does), the services' URLs pointing there. The services
 * with time rules read one clock the test moves (`setClock`).
 */
export class ReplicatedPortal {
  readonly endpoints = new Endpoints();
  readonly children: { name: ReplicatedProcess; port: number; child: ChildProcess }[] = [];

  private constructor(
    readonly settings: PortalSettings,
    readonly clockFile: string,
    readonly logFile: string,
    private readonly log: fs.WriteStream,
    private readonly extraEnv: NodeJS.ProcessEnv,
    private readonly cleanups: (() => Promise<unknown>)[],
  ) {}

  static async create(options: {
    smtpUrl: string;
    clockStart: Date;
    env?: NodeJS.ProcessEnv;
  }): Promise<ReplicatedPortal> {
    const cleanups: (() => Promise<unknown>)[] = [];
    try {
      await fsp.mkdir(resultsDir, { recursive: true });
      const logFile = path.join(resultsDir, `replicas-${Date.now()}-${process.pid}.log`);
      const log = fs.createWriteStream(logFile);
      cleanups.push(() => new Promise((resolve) => log.end(resolve)));
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const redisPrefix = randomRedisPrefix();
      cleanups.push(() => deleteRedisKeys(redisPrefix, testRedisUrl));
      const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-replicas-'));
      cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
      const clockFile = path.join(dataDir, 'clock');
      setFileClock(clockFile, options.clockStart);
      const settings = await portalSettings({
        databaseUrl: database.url,
        redisUrl: testRedisUrl,
        redisPrefix,
        smtpUrl: options.smtpUrl,
        dataDir,
      });
      await migrateAll(settings);
      const portal = new ReplicatedPortal(
        settings,
        clockFile,
        logFile,
        log,
        options.env ?? {},
        cleanups,
      );
      // The services' and the BFF's one address each, as their URLs in every process name them.
      for (const name of serviceNames) {
        const proxy = await startServiceProxy(
          name,
          portal.endpoints,
          settings.ports.services[name],
        );
        cleanups.push(proxy.close);
      }
      const bffProxy = await startServiceProxy('bff', portal.endpoints, settings.ports.bff);
      cleanups.push(bffProxy.close);
      return portal;
    } catch (error) {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      throw error;
    }
  }

  /** The BFF's one address (taking turns between its copies). */
  get bffUrl(): string {
    return `http://127.0.0.1:${this.settings.ports.bff}`;
  }

  /** Each BFF copy's own address. */
  get bffReplicaUrls(): string[] {
    return this.children.filter((c) => c.name === 'bff').map((c) => `http://127.0.0.1:${c.port}`);
  }

  /** Moves the time of every process that reads the shared clock. */
  setClock(to: Date): void {
    setFileClock(this.clockFile, to);
  }

  /** Starts `replicas` copies of each process (in the order given) and waits until each serves. */
  async start(names: readonly ReplicatedProcess[], replicas: number): Promise<void> {
    for (const name of names) {
      await Promise.all(
        Array.from({ length: replicas }, (_, index) => this.startOne(name, index + 1)),
      );
    }
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.children.splice(0).map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const cleanup of this.cleanups.reverse()) await cleanup().catch(() => undefined);
  }

  private async startOne(name: ReplicatedProcess, replica: number): Promise<void> {
    const kind = kinds[name];
    const port = await findFreePort();
    const args =
      typeof kind.entry === 'string'
        ? [repoPath(kind.entry)]
        : ['--import', 'tsx', repoPath('system-tests/src/clocked-entry.ts'), kind.entry.clocked];
    const child = spawn(process.execPath, args, {
      cwd: repoPath(),
      env: withoutUnset({
        ...process.env,
        ...kind.env(this.settings, port),
        STUDIO_TEST_CLOCK_FILE: this.clockFile,
        ...this.extraEnv,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push({ name, port, child });
    const label = `${name}#${replica}`;
    const followed = followChild(child, this.log, label);
    const deadline = Date.now() + 90_000;
    const startedAt = Date.now();
    while (Date.now() < deadline) {
      const exit = followed.exit();
      if (exit) throw new Error(`${label} stopped while starting (${exit}); see ${this.logFile}`);
      if (
        servesReadyz(name)
          ? await answersOk(`http://127.0.0.1:${port}/readyz`)
          : Date.now() - startedAt > 3000
      ) {
        this.endpoints.set(name, port, true);
        return;
      }
      await sleep(200);
    }
    throw new Error(`${label} did not become ready within 90 s; see ${this.logFile}`);
  }
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
