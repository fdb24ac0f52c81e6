import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMajorVersion } from '@studio/local-runner/backup/postgres-tools';
import { startEmbeddedPostgres } from '@studio/local-runner/embedded-postgres';
import type { LogSink } from '@studio/local-runner/log';
import { ProcessGroup } from '@studio/local-runner/process-group';
import { ApiClient } from '../src/api-client.js';
import { databaseFingerprint, type Fingerprint } from '../src/database-fingerprint.js';
import { startInProcessPortal } from '../src/in-process-portal.js';
import { runNpmScript } from '../src/run-npm-script.js';
import { createStaff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// The default one-machine install: no DATABASE_URL, so the runner's embedded PostgreSQL holds the
// studio, and `npm run backup` / `npm run restore` must work on it with the pg_dump / pg_restore
// the machine has (the distribution's, found by the runner), not only on a separate server.

const lines: string[] = [];
const sink: LogSink = { line: (source, text) => void lines.push(`[${source}] ${text}`) };
let dataDir: string;
let embedded: ProcessGroup | undefined;
let databaseUrl: string;
let backupFile: string;
let atBackup: Fingerprint;

/** Starts the embedded server in `dataDir` the way `npm start` does. */
const startEmbedded = async () => {
  embedded = new ProcessGroup(sink, () => undefined, { detached: false });
  databaseUrl = await startEmbeddedPostgres(dataDir, embedded, sink);
};
const stopEmbedded = async () => {
  await embedded?.stopAll();
  embedded = undefined;
};
const script = (name: string, ...args: string[]) =>
  runNpmScript(name, args, { DATABASE_URL: '', DATA_DIR: dataDir });

async function fingerprint(): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await databaseFingerprint(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-embedded-'));
  // As `.data` in a checkout: a runner started as root runs PostgreSQL as the postgres user.
  await fsp.chmod(dataDir, 0o755);
  await startEmbedded();
  const portal = await startInProcessPortal({ databaseUrl });
  try {
    const api = new ApiClient(portal.bffUrl, portal.publicBaseUrl);
    const staff = await createStaff(api);
    const data = new StudioData(api, staff);
    const customerId = await data.customerOf(staff.trainerA);
    await data.customerOf(staff.trainerB);
    await data.trainingFor(customerId, 'future');
    await data.paymentFor(customerId, 5);
  } finally {
    await portal.stop();
  }
}, 90_000);

afterAll(async () => {
  await stopEmbedded();
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

describe('backups of the embedded PostgreSQL', () => {
  it("is PostgreSQL 15, the major of Debian's postgresql-client and of the tests' server", async () => {
    expect(await serverMajorVersion(databaseUrl)).toBe(15);
  });

  it('npm run backup dumps the running embedded server with the pg_dump this machine has', async () => {
    atBackup = await fingerprint();

    const run = await script('backup');

    expect(run.code, run.output).toBe(0);
    const dumps = (await fsp.readdir(path.join(dataDir, 'backups'))).filter((name) =>
      name.endsWith('.dump'),
    );
    expect(dumps).toHaveLength(1);
    backupFile = path.join(dataDir, 'backups', dumps[0]!);
    expect(run.output).toContain(`backup written to ${backupFile}`);
    expect(Object.keys(atBackup).length).toBeGreaterThan(8);
    expect(atBackup['customer.customers']).toMatch(/^2:/);
  });

  it('npm run restore starts the stopped embedded server itself and brings every table back', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('DROP SCHEMA customer CASCADE');
    await client.query('DELETE FROM auth.users');
    await client.end();
    expect(await fingerprint()).not.toEqual(atBackup);
    await stopEmbedded();

    const run = await script('restore', backupFile, '--yes');

    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('restored. Start the portal with `npm start`.');
    // The restore stopped the server it started: starting it again finds the folder free.
    await startEmbedded();
    expect(await fingerprint()).toEqual(atBackup);
  });

  it('npm run restore of a backup from a newer pg_dump says which pg_restore it needs, changing nothing', async () => {
    // The header of a custom-format archive of a format version no pg_restore reads yet.
    const fromNewerPgDump = path.join(dataDir, 'from-a-newer-pg_dump.dump');
    await fsp.writeFile(fromNewerPgDump, Buffer.from('PGDMP\x01\x63\x00', 'latin1'));

    const run = await script('restore', fromNewerPgDump, '--yes');

    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /the restore failed: .*from-a-newer-pg_dump\.dump was written by a newer pg_dump than \S+pg_restore \(PostgreSQL \d+\) can read: restore it with the pg_restore of the PostgreSQL version that took it, or a newer one \(set PG_BIN_DIR to its folder\)/,
    );
    expect(await fingerprint()).toEqual(atBackup);
  });

  it('npm run backup on a data folder of another PostgreSQL major says what happened and what to do', async () => {
    await stopEmbedded();
    const clusterDir = path.join(dataDir, 'postgres');
    const version = path.join(clusterDir, 'PG_VERSION');
    await fsp.writeFile(version, '18\n');
    try {
      const run = await script('backup');

      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `the backup failed: the database folder ${clusterDir} was made by PostgreSQL 18, but the embedded server is PostgreSQL 15, which cannot open it`,
      );
      expect(run.output).toContain(`mv ${clusterDir} ${clusterDir}-pg18`);
    } finally {
      await fsp.writeFile(version, '15\n');
    }
  });
});
