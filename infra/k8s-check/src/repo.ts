import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root, whatever folder the tests run from. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function repoPath(...segments: string[]): string {
  return path.join(repoRoot, ...segments);
}

export function readRepoFile(...segments: string[]): string {
  return readFileSync(repoPath(...segments), 'utf8');
}

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

export function readPackageJson(workspace: string): PackageJson {
  return JSON.parse(readRepoFile(workspace, 'package.json')) as PackageJson;
}
