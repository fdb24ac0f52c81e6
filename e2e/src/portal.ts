import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRunnerConfig } from '@studio/local-runner/config';
import type { RemotesConfig } from '@studio/local-runner/edge/create-edge-app';
import type { LogSink } from '@studio/local-runner/log';
import { killAllProcesses } from '@studio/local-runner/process-group';
import { repoPath } from '@studio/local-runner/repo-paths';
import { readIcEncryptionKey } from '@studio/local-runner/secrets';
import { startStack, type RunningStack } from '@studio/local-runner/stack';
import { startMailbox, type Mailbox } from './mailbox.js';
import { deleteRedisKeys, randomRedisPrefix, testRedisUrl } from './redis-prefix.js';
import { createTestDatabase } from './test-database.js';

export interface PortalOptions {
  /** Port of the edge; a free one when unset. */
  port?: number;
  /** Use this database instead of a fresh one (it is then not dropped). */
  databaseUrl?: string;
  /** Key prefix in Redis (a random one when unset); its keys are deleted by `stop()`. */
  redisPrefix?: string;
  /** Send mail here instead of to the portal's own test mailbox. */
  smtpUrl?: string;
  /** Serve this as `/remotes.json` instead of the shell's built one (see `builtRemotes`). */
  remotesJson?: RemotesConfig;
  /** More environment for every process (e.g. a shorter sweep interval), as an operator would set it. */
  env?: Record<string, string>;
}

export interface Portal {
  /** The portal's origin, e.g. `http://localhost:41234`; pages live under it. */
  url: string;
  databaseUrl: string;
  redisPrefix: string;
  /** Where the training service listens, and the secret its identity tokens are signed with. */
  trainingService: { url: string; internalTokenSecret: string };
  /** The key the customer service encrypts IC numbers with (data seeded by SQL encrypts with it). */
  icEncryptionKey: string;
  /** Mail the portal sent (empty when `smtpUrl` was given). */
  mailbox: Mailbox;
  /** The file every process of this portal logs to. */
  logFile: string;
  /** Adds a line to the log file (the browser helpers log page errors here). */
  log(source: string, text: string): void;
  /** Everything logged so far, once the processes' pending output has reached the file. */
  logText(): Promise<string>;
  stop(): Promise<void>;
}

export const resultsDir = repoPath('test-results', 'e2e');

// Should a test worker end before afterAll stops its portal, the portal's processes end with it.
process.once('exit', killAllProcesses);

/**
 * Starts the whole product from its production build exactly as `npm start` does, on free ports,
 * against a fresh database, a random Redis key prefix and a test SMTP server. Everything it creates
 * is removed by `stop()`. Process output goes to a log file under `test-results/e2e/`.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  await fsp.mkdir(resultsDir, { recursive: true });
  const runId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const logFile = path.join(resultsDir, `portal-${runId}.log`);
  const logStream = fs.createWriteStream(logFile);
  const sink: LogSink = { line: (source, text) => logStream.write(`[${source}] ${text}\n`) };
  const cleanups: (() => Promise<void>)[] = [
    () => new Promise<void>((resolve) => logStream.end(resolve)),
  ];
  // Newest first; each runs once even when stop() is called twice.
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };

  try {
    const mailbox = await startMailbox();
    cleanups.push(() => mailbox.close());
    const database = options.databaseUrl ? undefined : await createTestDatabase();
    if (database) cleanups.push(() => database.drop());
    const databaseUrl = options.databaseUrl ?? database!.url;
    const redisPrefix = options.redisPrefix ?? randomRedisPrefix();
    cleanups.push(() => deleteRedisKeys(redisPrefix));
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-e2e-'));
    cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));

    const stack: RunningStack = await startStack({
      config: {
        ...readRunnerConfig(options.env ?? {}),
        edgePort: options.port ?? 0,
        bffPort: 0,
        servicePorts: { auth: 0, customer: 0, training: 0, payment: 0 },
        databaseUrl,
        redisUrl: testRedisUrl,
        redisPrefix,
        smtpUrl: options.smtpUrl ?? mailbox.smtpUrl,
        dataDir,
      },
      sink,
      remotesJson: options.remotesJson,
      // The processes should not know they run under a test runner, just as under npm start.
      baseEnv: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
        ),
        // A settings change on the screen applies to the next mail at once, not 30 s later.
        STUDIO_SETTINGS_CACHE_MS: '0',
        ...options.env,
      },
      detached: false,
    });
    cleanups.push(() => stack.stop());
    void stack.unexpectedExit.then((exit) =>
      sink.line('e2e', `${exit.name} stopped unexpectedly (${exit.description})`),
    );

    return {
      url: stack.url,
      databaseUrl,
      redisPrefix,
      trainingService: {
        url: `http://127.0.0.1:${stack.ports.services.training}`,
        internalTokenSecret: stack.internalTokenSecret,
      },
      icEncryptionKey: (await readIcEncryptionKey(dataDir)) ?? '',
      mailbox,
      logFile,
      log: (source, text) => sink.line(source, text),
      logText: async () => {
        // Output still travelling through the processes' pipes gets a moment to arrive.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await new Promise<void>((resolve) => logStream.write('', () => resolve()));
        return fsp.readFile(logFile, 'utf8');
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    const tail = (await fsp.readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .slice(-60)
      .join('\n');
    throw new Error(
      `the portal did not start: ${(error as Error).message}\n--- last lines of ${logFile} ---\n${tail}`,
    );
  }
}

/** The remote list the shell was built with, to change one entry for a test. */
export function builtRemotes(): RemotesConfig {
  return JSON.parse(
    fs.readFileSync(repoPath('shell', 'dist', 'remotes.json'), 'utf8'),
  ) as RemotesConfig;
}
