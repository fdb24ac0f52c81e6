import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath, repoRoot } from './repo.js';

export interface LockfileEntry {
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
}

export type LockfilePackages = Record<string, LockfileEntry>;

export function readLockfilePackages(): LockfilePackages {
  return (
    JSON.parse(readFileSync(repoPath('package-lock.json'), 'utf8')) as {
      packages: LockfilePackages;
    }
  ).packages;
}

/**
 * The lockfile paths (`node_modules/a/node_modules/b`) of a workspace's production dependency
 * tree, as npm lists it: what assemble-node-app.mjs puts into the image.
 */
export function productionTree(workspace: string): Set<string> {
  const listed = execFileSync(
    'npm',
    ['ls', '--package-lock-only', '--omit=dev', `--workspace=${workspace}`, '--all', '--parseable'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Set(
    listed
      .split('\n')
      .map((line) => path.relative(repoRoot, line.trim()))
      .filter((relative) => relative.includes('node_modules')),
  );
}

/**
 * The lockfile path of the package a file belongs to: the longest `.../node_modules/<name>` prefix
 * the lockfile knows (a package's own test fixtures may hold folders named node_modules).
 */
export function lockfilePathOf(file: string, packages: LockfilePackages): string | undefined {
  const prefixes = [...file.matchAll(/node_modules\/(?:@[^/]+\/)?[^/]+/g)].map((match) =>
    file.slice(0, (match.index ?? 0) + match[0].length),
  );
  return prefixes.reverse().find((prefix) => packages[prefix] !== undefined);
}
