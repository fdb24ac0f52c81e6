import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogSink } from '../src/log.js';
import { ProcessGroup, type ProcessSpec } from '../src/process-group.js';
import type { RestartPolicy } from '../src/restart-policy.js';

const fastPolicy: RestartPolicy = {
  initialBackoffMs: 100,
  maxBackoffMs: 400,
  maxFailures: 3,
  failureWindowMs: 10_000,
  readinessIntervalMs: 100,
  readinessFailuresBeforeRestart: 2,
};

function recordingSink(): LogSink & { lines: string[] } {
  const lines: string[] = [];
  return { lines, line: (source, text) => lines.push(`[${source}] ${text}`) };
}

let workDir: string;
let group: ProcessGroup;
let sink: ReturnType<typeof recordingSink>;
let gaveUp: string[];
let events: string[];

beforeEach(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'supervision-'));
  sink = recordingSink();
  gaveUp = [];
  events = [];
  group = new ProcessGroup(sink, (_name, reason) => gaveUp.push(reason), {
    restartPolicy: fastPolicy,
    stopGraceMs: 1000,
    onRestarting: (name) => events.push(`restarting ${name}`),
    onServing: (name) => events.push(`serving ${name}`),
  });
});

afterEach(async () => {
  await group.stopAll();
  await fs.rm(workDir, { recursive: true, force: true });
});

/** A node process that prints `up <pid>` once it serves; ready while that line is its own. */
function serving(name: string, script: string, extra: Partial<ProcessSpec> = {}): ProcessSpec {
  return {
    name,
    command: process.execPath,
    args: ['-e', `console.log("up " + process.pid); ${script}`],
    isReady: async () => sink.lines.includes(`[${name}] up ${group.pidOf(name)}`),
    ...extra,
  };
}

describe('supervision of a process that has served', () => {
  it('restarts it after it crashes, says so in the log, and reports it serving again', async () => {
    const marker = path.join(workDir, 'crashed-once');
    // The first run crashes after 200 ms; the restarted one keeps serving.
    await group.start(
      serving(
        'customer',
        `const fs = require("node:fs");
         if (!fs.existsSync(${JSON.stringify(marker)})) {
           fs.writeFileSync(${JSON.stringify(marker)}, "");
           setTimeout(() => process.exit(3), 200);
         }
         setInterval(() => {}, 1000);`,
      ),
    );
    const firstPid = group.pidOf('customer');

    await expect
      .poll(() => events, { timeout: 5000 })
      .toEqual(['restarting customer', 'serving customer']);
    expect(group.pidOf('customer')).not.toBe(firstPid);
    expect(sink.lines).toContain(
      '[runner] customer stopped (exit code 3); restart attempt 1 in 0.1 s (the runner gives up after 3 failures within 10 s)',
    );
    expect(sink.lines).toContain(
      `[runner] customer is serving again (pid ${group.pidOf('customer')})`,
    );
    expect(gaveUp).toEqual([]);
  });

  it('restarts a process killed by a signal', async () => {
    await group.start(serving('bff', 'setInterval(() => {}, 1000);'));
    const firstPid = group.pidOf('bff')!;
    process.kill(firstPid, 'SIGKILL');

    await expect.poll(() => events, { timeout: 5000 }).toEqual(['restarting bff', 'serving bff']);
    expect(sink.lines).toContain(
      '[runner] bff stopped (killed by SIGKILL); restart attempt 1 in 0.1 s (the runner gives up after 3 failures within 10 s)',
    );
  });

  it('backs off longer after each failure and gives up after repeated failures in the window', async () => {
    await group.start(serving('payment', 'setTimeout(() => process.exit(1), 150);'));

    await expect
      .poll(() => gaveUp, { timeout: 10_000 })
      .toEqual([
        'payment stopped (exit code 1): 3 failures within 10 s, so the runner gives up on it',
      ]);
    const attempts = sink.lines.filter((line) => line.includes('restart attempt'));
    expect(attempts).toEqual([
      '[runner] payment stopped (exit code 1); restart attempt 1 in 0.1 s (the runner gives up after 3 failures within 10 s)',
      '[runner] payment stopped (exit code 1); restart attempt 2 in 0.2 s (the runner gives up after 3 failures within 10 s)',
    ]);
    expect(sink.lines).toContain(
      '[runner] payment stopped (exit code 1): 3 failures within 10 s, so the runner gives up on it',
    );
  });

  it('restarts a process whose readiness check keeps failing', async () => {
    let healthy = true;
    await group.start(
      serving('training', 'setInterval(() => {}, 1000);', {
        isReady: async () =>
          healthy && sink.lines.includes(`[training] up ${group.pidOf('training')}`),
      }),
    );
    const firstPid = group.pidOf('training');
    healthy = false;
    await expect.poll(() => events, { timeout: 5000 }).toEqual(['restarting training']);
    healthy = true;

    await expect
      .poll(() => events, { timeout: 5000 })
      .toEqual(['restarting training', 'serving training']);
    expect(group.pidOf('training')).not.toBe(firstPid);
    expect(sink.lines).toContain(
      '[runner] training failed its readiness check 2 times in a row; stopping it to restart it',
    );
  });

  it('leaves a process that is not ready alone while PostgreSQL or Redis is down, then restarts it', async () => {
    let databaseUp = false;
    let healthy = true;
    group = new ProcessGroup(sink, (_name, reason) => gaveUp.push(reason), {
      restartPolicy: fastPolicy,
      onRestarting: (name) => events.push(`restarting ${name}`),
      onServing: (name) => events.push(`serving ${name}`),
      dependenciesAnswer: async () => databaseUp,
    });
    await group.start(
      serving('customer', 'setInterval(() => {}, 1000);', {
        isReady: async () =>
          healthy && sink.lines.includes(`[customer] up ${group.pidOf('customer')}`),
      }),
    );
    healthy = false;
    await new Promise((resolve) => setTimeout(resolve, 800));

    expect(events, sink.lines.join('\n')).toEqual([]);
    expect(sink.lines.filter((line) => line.includes('does not answer either'))).toEqual([
      '[runner] customer is not ready, but PostgreSQL or Redis does not answer either; waiting for them instead of restarting it',
    ]);

    databaseUp = true;
    await expect.poll(() => events, { timeout: 5000 }).toEqual(['restarting customer']);
    healthy = true;
    await expect
      .poll(() => events, { timeout: 5000 })
      .toEqual(['restarting customer', 'serving customer']);
  });

  it('runs what a process needs (its migrations) before each restart, and waits for it', async () => {
    const order: string[] = [];
    let migrationFailures = 1;
    await group.start(
      serving('auth', 'setInterval(() => {}, 1000);', {
        beforeRestart: async () => {
          order.push('migrate');
          if (migrationFailures-- > 0) throw new Error('the database is not answering');
        },
      }),
    );
    process.kill(group.pidOf('auth')!, 'SIGKILL');

    await expect.poll(() => events, { timeout: 5000 }).toEqual(['restarting auth', 'serving auth']);
    expect(order).toEqual(['migrate', 'migrate']);
    expect(sink.lines).toContain(
      '[runner] auth could not be restarted: the database is not answering; restart attempt 2 in 0.2 s (the runner gives up after 3 failures within 10 s)',
    );
  });

  it('does not restart anything once the run is stopping', async () => {
    await group.start(serving('mailer', 'setInterval(() => {}, 1000);'));
    await group.stopAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    expect(group.pidOf('mailer')).toBeUndefined();
  });
});
