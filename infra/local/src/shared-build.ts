import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoPath, repoRoot } from './repo-paths.js';

/**
 * The runner itself loads shared modules from service-kit's build (the edge's request-line limits,
 * the same as the BFF's). On a fresh clone nothing is built yet: the Node packages are compiled
 * first (`npm run build:node`, incremental), before the stack is loaded.
 */
export function buildSharedModules(): void {
  if (existsSync(repoPath('services', 'service-kit', 'dist', 'request-line-limits.js'))) return;
  console.log('[runner] compiling the shared Node packages (npm run build:node)');
  const build = spawnSync('npm', ['run', 'build:node'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build:node failed (exit ${build.status})`);
}
