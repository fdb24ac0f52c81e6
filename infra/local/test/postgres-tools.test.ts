import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseTool } from '../src/backup/postgres-tools.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'postgres-tools-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/** A folder holding a `pg_dump` that answers `--version` as PostgreSQL `major` does. */
async function folderWithPgDump(name: string, major: number): Promise<string> {
  const folder = path.join(dir, name);
  await fs.mkdir(folder);
  await fs.writeFile(
    path.join(folder, 'pg_dump'),
    `#!/bin/sh\necho "pg_dump (PostgreSQL) ${major}.3"\n`,
    { mode: 0o755 },
  );
  return folder;
}
const pgDumpIn = (folder: string) => path.join(folder, 'pg_dump');

describe('choosing pg_dump and pg_restore', () => {
  it("prefers the embedded server's own binaries, then PG_BIN_DIR, then the system's", async () => {
    const embedded = await folderWithPgDump('embedded', 15);
    const chosen = await folderWithPgDump('chosen', 17);
    const system = await folderWithPgDump('system', 15);

    expect(await chooseTool('pg_dump', 15, { embedded, chosen, system: [system] })).toEqual({
      path: pgDumpIn(embedded),
      major: 15,
    });
    expect((await chooseTool('pg_dump', 15, { chosen, system: [system] })).path).toBe(
      pgDumpIn(chosen),
    );
    expect((await chooseTool('pg_dump', 15, { system: [system] })).path).toBe(pgDumpIn(system));
  });

  it('passes over a place whose tool is older than the server: it refuses a newer server', async () => {
    const embedded = await folderWithPgDump('embedded', 15);
    const chosen = await folderWithPgDump('chosen', 16);
    const system = await folderWithPgDump('system', 18);

    expect(await chooseTool('pg_dump', 17, { embedded, chosen, system: [system] })).toEqual({
      path: pgDumpIn(system),
      major: 18,
    });
  });

  it("takes the system's copy of the server's own major, else the nearest newer one", async () => {
    const onPath = await folderWithPgDump('path', 18);
    const debian15 = await folderWithPgDump('debian-15', 15);
    const pgdg17 = await folderWithPgDump('pgdg-17', 17);
    const system = [onPath, debian15, pgdg17];

    expect((await chooseTool('pg_dump', 15, { system })).path).toBe(pgDumpIn(debian15));
    expect((await chooseTool('pg_dump', 16, { system })).path).toBe(pgDumpIn(pgdg17));
    expect((await chooseTool('pg_dump', 18, { system })).path).toBe(pgDumpIn(onPath));
  });

  it('says what it found and how to install a fit one when none fits', async () => {
    const debian15 = await folderWithPgDump('debian-15', 15);
    const missing = path.join(dir, 'missing');

    const refusal = chooseTool('pg_dump', 18, { chosen: missing, system: [debian15] });

    await expect(refusal).rejects.toThrow(
      `the database is PostgreSQL 18 and needs pg_dump 18 or newer, but the runner found only ${pgDumpIn(debian15)} (15).`,
    );
    await expect(refusal).rejects.toThrow('`sudo apt-get install postgresql-client`');
    await expect(refusal).rejects.toThrow('postgresql-client-18 from apt.postgresql.org');
    await expect(refusal).rejects.toThrow('or set PG_BIN_DIR to the folder that holds pg_dump');
    await expect(chooseTool('pg_dump', 15, { system: [missing] })).rejects.toThrow(
      'but the runner found none.',
    );
  });
});
