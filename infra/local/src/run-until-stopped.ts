import type { LogSink } from './log.js';
import type { RunningStack } from './stack.js';

/**
 * Keeps a stack running until Ctrl-C / SIGTERM (exit 0 after a clean stop) or until one of its
 * processes stops on its own (exit 1). A start-up failure ends the run with its message and exit 1.
 */
export async function runUntilStopped(
  sink: LogSink,
  start: (signal: AbortSignal) => Promise<RunningStack>,
  onStarted: (stack: RunningStack) => void,
): Promise<void> {
  const interrupt = new AbortController();
  const starting = start(interrupt.signal);
  let stopping = false;
  const shutdown = async (reason: string, exitCode: number): Promise<void> => {
    if (stopping) {
      sink.line('runner', 'quitting without waiting for the processes to stop');
      process.exit(exitCode);
    }
    stopping = true;
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
        void shutdown(`${signal} received; stopping everything (Ctrl-C again quits at once)`, 0),
    );
  }

  let stack: RunningStack;
  try {
    stack = await starting;
  } catch (error) {
    if (stopping) return;
    sink.line(
      'runner',
      `could not start the portal: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  if (stopping) return;
  onStarted(stack);
  const exit = await stack.unexpectedExit;
  if (!stopping)
    await shutdown(
      `${exit.name} stopped unexpectedly (${exit.description}); stopping everything`,
      1,
    );
}
