import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { readRunnerConfig } from '@studio/local-runner/config';
import type { LogSink } from '@studio/local-runner/log';
import type { RestartPolicy } from '@studio/local-runner/restart-policy';
import { startStack, type RunningStack } from '@studio/local-runner/stack';
import { resultsDir } from './results-dir.js';

export interface LocalRunnerStack extends RunningStack {
  logFile: string;
  /** Descriptions of the processes the runner gave up on (empty while all is well). */
  gaveUp: string[];
}

/**
 * The whole product as `npm start` runs it (the local runner's own `startStack`, production
 * build, the edge in front) on free ports, against the given database, Redis prefix and data
 * folder, which the caller owns (so a test can stop the portal and start it again on the same data).
 */
export async function startLocalRunnerStack(options: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  dataDir: string;
  smtpUrl?: string;
  restartPolicy?: RestartPolicy;
  label: string;
}): Promise<LocalRunnerStack> {
  await fsp.mkdir(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, `${options.label}-${Date.now()}-${process.pid}.log`);
  const log = fs.createWriteStream(logFile);
  const sink: LogSink = { line: (source, text) => log.write(`[${source}] ${text}\n`) };
  const closeLog = () => new Promise<void>((resolve) => log.end(resolve));
  let stack: RunningStack;
  try {
    stack = await startStack({
      config: {
        ...readRunnerConfig({}),
        edgePort: 0,
        bffPort: 0,
        servicePorts: { auth: 0, customer: 0, training: 0, payment: 0 },
        databaseUrl: options.databaseUrl,
        redisUrl: options.redisUrl,
        redisPrefix: options.redisPrefix,
        smtpUrl: options.smtpUrl,
        dataDir: options.dataDir,
      },
      sink,
      restartPolicy: options.restartPolicy,
      // The processes should not know they run under a test runner, just as under npm start.
      baseEnv: Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
      ),
      detached: false,
    });
  } catch (error) {
    await closeLog();
    throw new Error(`the portal did not start (${(error as Error).message}); see ${logFile}`);
  }
  const gaveUp: string[] = [];
  void stack.unexpectedExit.then((exit) => gaveUp.push(exit.description));
  return {
    ...stack,
    logFile,
    gaveUp,
    stop: async () => {
      await stack.stop();
      await closeLog();
    },
  };
}
