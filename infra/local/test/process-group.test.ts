import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LogSink } from '../src/log.js';
import { ProcessGroup, ProcessStartError } from '../src/process-group.js';

function recordingSink(): LogSink & { lines: string[] } {
  const lines: string[] = [];
  return { lines, line: (source, text) => lines.push(`[${source}] ${text}`) };
}

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });
const neverReady = async () => false;

describe('the process group', () => {
  it('names a process that dies while starting and keeps its output in the log', async () => {
    const sink = recordingSink();
    const group = new ProcessGroup(sink, () => undefined);
    const start = group.start({
      name: 'auth',
      ...node('console.error("DATABASE_URL is required"); process.exit(3)'),
      isReady: neverReady,
    });
    await expect(start).rejects.toThrow(ProcessStartError);
    await expect(start).rejects.toThrow('auth stopped while starting (exit code 3)');
    expect(sink.lines).toContain('[auth] DATABASE_URL is required');
    await group.stopAll();
  });

  it('waits until a process is ready', async () => {
    const group = new ProcessGroup(recordingSink(), () => undefined);
    const readyAt = Date.now() + 300;
    await group.start({
      name: 'bff',
      ...node('setInterval(() => {}, 1000)'),
      isReady: async () => Date.now() >= readyAt,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(readyAt);
    await group.stopAll();
  });

  it('fails a one-off command that exits non-zero', async () => {
    const group = new ProcessGroup(recordingSink(), () => undefined);
    await expect(group.run({ name: 'auth-migrate', ...node('process.exit(1)') })).rejects.toThrow(
      'auth-migrate failed (exit code 1)',
    );
    await expect(group.run({ name: 'ok', ...node('process.exit(0)') })).resolves.toBeUndefined();
  });

  it('stops the newest process first and kills one that ignores its stop signal', async () => {
    const sink = recordingSink();
    const gaveUp: string[] = [];
    const group = new ProcessGroup(sink, (name) => gaveUp.push(name), { stopGraceMs: 500 });
    const stubborn =
      'process.on("SIGTERM", () => console.log("ignoring SIGTERM")); setInterval(() => {}, 1000); console.log("up")';
    const polite =
      'process.on("SIGTERM", () => { console.log("bye"); process.exit(0) }); setInterval(() => {}, 1000); console.log("up")';
    const printedUp = (name: string) => async () => sink.lines.includes(`[${name}] up`);
    await group.start({ name: 'postgres', ...node(polite), isReady: printedUp('postgres') });
    await group.start({ name: 'stubborn', ...node(stubborn), isReady: printedUp('stubborn') });
    await group.start({ name: 'bff', ...node(polite), isReady: printedUp('bff') });

    await group.stopAll();

    const order = sink.lines.filter((line) => /bye|ignoring|killing/.test(line));
    expect(order).toEqual([
      '[bff] bye',
      '[stubborn] ignoring SIGTERM',
      '[runner] stubborn did not stop within 0.5 s; killing it',
      '[postgres] bye',
    ]);
    expect(gaveUp).toEqual([]);
  });
});

describe('a command that runs a process group', () => {
  it('ends as soon as its processes have stopped, not after their stop grace period', async () => {
    const groupModule = pathToFileURL(path.join(import.meta.dirname, '../src/process-group.ts'));
    const command = `
      const { ProcessGroup } = await import(${JSON.stringify(groupModule.href)});
      const group = new ProcessGroup({ line: () => undefined }, () => undefined, { detached: false });
      await group.start({
        name: 'postgres',
        command: process.execPath,
        args: ['-e', 'setInterval(() => {}, 1000)'],
        isReady: async () => true,
      });
      await group.stopAll();
      console.log('stopped');`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', command],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stoppedAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('stopped')) stoppedAt = Date.now();
    });
    const [code] = (await once(child, 'exit')) as [number | null];

    expect(code).toBe(0);
    expect(stoppedAt).toBeDefined();
    expect(Date.now() - stoppedAt!).toBeLessThan(3_000);
  });
});
