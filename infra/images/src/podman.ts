import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { repoPath } from './repo.js';

const execFileAsync = promisify(execFile);

/**
 * podman with the project's own settings (infra/images/containers.conf: runc, the ulimits these
 * machines accept, the host's network) instead of the machine's, so nothing system-wide changes.
 */
export const podmanEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CONTAINERS_CONF: repoPath('infra/images/containers.conf'),
});

/** Runs podman and returns what it printed; rejects with its error output when it fails. */
export async function podman(
  args: string[],
  options: { timeoutMs?: number } = {},
): Promise<string> {
  try {
    const { stdout } = await execFileAsync('podman', args, {
      env: podmanEnv(),
      maxBuffer: 256 * 1024 * 1024,
      timeout: options.timeoutMs ?? 600_000,
    });
    return stdout;
  } catch (error) {
    const failed = error as Error & { stderr?: string };
    throw new Error(
      `podman ${args.slice(0, 3).join(' ')} failed: ${failed.stderr?.trim() || failed.message}`,
    );
  }
}

/**
 * Runs podman with its output going to `onLine` line by line (a build's steps); rejects with the
 * last lines when it fails.
 */
export function podmanStreaming(args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { env: podmanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    let pending = '';
    const take = (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        onLine(line);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code) => {
      if (pending) onLine(pending);
      if (code === 0) resolve();
      else reject(new Error(`podman ${args[0]} exited with ${code}:\n${tail.join('\n')}`));
    });
  });
}

export async function imageExists(name: string): Promise<boolean> {
  try {
    await execFileAsync('podman', ['image', 'exists', name], { env: podmanEnv() });
    return true;
  } catch {
    return false;
  }
}

/** The uncompressed size of an image, in bytes. */
export async function imageSize(name: string): Promise<number> {
  return Number((await podman(['image', 'inspect', '--format', '{{.Size}}', name])).trim());
}

/** Whether podman can run here (installed and able to list its storage). */
export async function podmanWorks(): Promise<boolean> {
  try {
    await podman(['info', '--format', '{{.Host.OCIRuntime.Name}}'], { timeoutMs: 60_000 });
    return true;
  } catch {
    return false;
  }
}
