import path from 'node:path';

/** The repository root, whatever folder the scripts run from. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const repoPath = (...segments: string[]): string => path.join(repoRoot, ...segments);
