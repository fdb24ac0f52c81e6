import { spawn } from 'node:child_process';
import { repoPath } from '@studio/local-runner/repo-paths';

export interface ScriptRun {
  code: number | null;
  /** stdout and stderr together. */
  output: string;
}

/** Runs a root `npm run <script>` as a person would, from a script (stdin is no terminal). */
export function runNpmScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoPath(),
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
        ),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}
