import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded-postgres.js';
import { ProcessGroup } from '../src/process-group.js';

let dataDir: string;
let group: ProcessGroup;
const lines: string[] = [];
const sink = { line: (source: string, text: string) => void lines.push(`[${source}] ${text}`) };

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-postgres-'));
  group = new ProcessGroup(sink, () => undefined, { detached: false });
  lines.length = 0;
});
afterEach(async () => {
  await group.stopAll();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The names and contents of every file under `dir`, to show that nothing was touched. */
async function contentsOf(dir: string): Promise<Record<string, string>> {
  const names = await fs.readdir(dir, { recursive: true });
  const files: Record<string, string> = {};
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    if ((await fs.stat(file)).isFile()) files[name] = await fs.readFile(file, 'utf8');
  }
  return files;
}

describe('the embedded PostgreSQL', () => {
  it('refuses a data folder made by another major version and says what to do, touching nothing', async () => {
    // What an earlier release of the runner, which embedded PostgreSQL 18, left in .data/postgres.
    const clusterDir = path.join(dataDir, 'postgres');
    await fs.mkdir(path.join(clusterDir, 'base', '1'), { recursive: true });
    await fs.writeFile(path.join(clusterDir, 'PG_VERSION'), '18\n');
    await fs.writeFile(path.join(clusterDir, 'base', '1', '1259'), 'a table of the studio');
    await fs.writeFile(path.join(dataDir, 'postgres-password'), 'kept\n');
    const before = await contentsOf(dataDir);

    const start = startEmbeddedPostgres(dataDir, group, sink);

    await expect(start).rejects.toThrow(
      `the database folder ${clusterDir} was made by PostgreSQL 18, but the embedded server is PostgreSQL 15, which cannot open it (nothing in it was changed).`,
    );
    await expect(start).rejects.toThrow(
      "To keep its data, back it up with PostgreSQL 18's own pg_dump: serve the folder with a PostgreSQL 18 server and run `npm run backup` with DATABASE_URL set to that server",
    );
    await expect(start).rejects.toThrow(
      `To start with a new, empty database instead, move the folder aside: mv ${clusterDir} ${clusterDir}-pg18`,
    );
    expect(group.pidOf('postgres')).toBeUndefined();
    expect(await contentsOf(dataDir)).toEqual(before);
    expect(lines).toEqual([]);
  });
});
