import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

/**
 * Copies a started child's stdout and stderr into `log`, each line prefixed `[label]`; `exit()`
 * says how it ended (`exit code 1`, `killed by SIGKILL`), undefined while it runs.
 */
export function followChild(
  child: ChildProcess,
  log: Writable,
  label: string,
): { exit: () => string | undefined } {
  const write = (chunk: Buffer) =>
    log.write(
      chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${label}] ${line}\n`)
        .join(''),
    );
  child.stdout!.on('data', write);
  child.stderr!.on('data', write);
  let exit: string | undefined;
  child.once('exit', (code, signal) => {
    exit = signal ? `killed by ${signal}` : `exit code ${code}`;
  });
  return { exit: () => exit };
}
