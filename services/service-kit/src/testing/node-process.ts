import { spawn } from 'node:child_process';

export interface NodeProcess {
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends `signal` unless the process has already exited. */
  kill(signal?: NodeJS.Signals): void;
}

/**
 * Runs a built entry (`dist/worker.js`) as production does, with `env` over the test's environment
 * minus vitest's own variables. Its output is dropped unless `TEST_PROCESS_OUTPUT` is set.
 */
export function startNodeProcess(entry: string, env: Record<string, string>): NodeProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const child = spawn(process.execPath, [entry], {
    env: { ...inherited, ...env },
    stdio: process.env.TEST_PROCESS_OUTPUT ? 'inherit' : 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    exited,
    kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
