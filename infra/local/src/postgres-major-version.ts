import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The PostgreSQL major version of one of its programs (`postgres`, `pg_dump`, ...), from its
 * `--version` line, e.g. `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → 15; undefined
 * when it does not run or says something else.
 */
export async function binaryMajorVersion(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await execFileAsync(file, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The major version that made a data folder, from its `PG_VERSION` file (`18`, or `9.6` before
 * PostgreSQL 10); undefined when the folder holds no cluster yet.
 */
export async function clusterMajorVersion(clusterDir: string): Promise<string | undefined> {
  const text = await fs
    .readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  return text?.trim();
}
