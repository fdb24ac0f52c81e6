import type { LogSink } from './log.js';
import { killAllProcesses } from './process-group.js';
import type { RunningStack } from './stack.js';

const repeatWindowMs = 1500;

/**
 * Keeps a stack running until Ctrl-C / SIGTERM (exit 0 after a clean stop) or until the runner
 * gives up restarting one of its processes (exit 1). A start-up failure ends the run with its
 * message and exit 1.
 */
export async function runUntilStopped(
  sink: LogSink,
  start: (signal: AbortSignal) => Promise<RunningStack>,
  onStarted: (stack: RunningStack) => void,
): Promise<void> {
  const interrupt = new AbortController();
  // Deferred so that a configuration error is reported like any other start-up failure.
  const starting = Promise.resolve().then(() => start(interrupt.signal));
  let stoppingSince: number | undefined;
  const shutdown = async (reason: string, exitCode: number): Promise<void> => {
    if (stoppingSince !== undefined) {
      // npm and tsx pass Ctrl-C on as well, so the first press can arrive more than once.
      if (Date.now() - stoppingSince < repeatWindowMs) return;
      sink.line('runner', 'killing every process without waiting');
      killAllProcesses();
      process.exit(exitCode || 130);
    }
    stoppingSince = Date.now();
    sink.line('runner', reason);
    interrupt.abort();
    const stack = await starting.catch(() => undefined);
    await stack?.stop();
    sink.line('runner', 'stopped');
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(
      signal,
      () =>
        void shutdown(`${signal} received; stopping everything (Ctrl-C again kills at once)`, 0),
    );
  }

  let stack: RunningStack;
  try {
    stack = await starting;
  } catch (error) {
    if (stoppingSince !== undefined) return;
    sink.line(
      'runner',
      `could not start the portal: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  if (stoppingSince !== undefined) return;
  onStarted(stack);
  const exit = await stack.unexpectedExit;
  if (stoppingSince === undefined) await shutdown(`${exit.description}; stopping everything`, 1);
}
