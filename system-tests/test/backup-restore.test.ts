import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icKeyFingerprint } from '@studio/local-runner/backup/ic-key-fingerprint';
import { postgresToolFor, runTool } from '@studio/local-runner/backup/postgres-tools';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { ApiClient } from '../src/api-client.js';
import {
  databaseFingerprint,
  settledFingerprint,
  type Fingerprint,
} from '../src/database-fingerprint.js';
import { startLocalRunnerStack, type LocalRunnerStack } from '../src/local-runner-stack.js';
import { runNpmScript } from '../src/run-npm-script.js';
import { createStaff, logIn, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// The studio's day on one machine: `npm run backup` while the portal runs, then the database is
// changed, restored over, wiped and restored again; every table must come back exactly, and a
// customer's IC must read back through the API with the key kept outside the dump.

let database: TestDatabase;
let dataDir: string;
let stack: LocalRunnerStack | undefined;
let api: ApiClient;
let staff: Staff;
let customerId: string;
let customerIc: string;
let backupFile: string;
let atBackup: Fingerprint;
const redisPrefix = randomRedisPrefix();

const startPortal = async () => {
  stack = await startLocalRunnerStack({
    databaseUrl: database.url,
    redisUrl: testRedisUrl,
    redisPrefix,
    dataDir,
    label: 'backup-restore',
  });
  api = new ApiClient(stack.url, stack.url);
};
const stopPortal = async () => {
  await stack?.stop();
  stack = undefined;
};
const script = (name: string, ...args: string[]) =>
  runNpmScript(name, args, { DATABASE_URL: database.url, DATA_DIR: dataDir });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-backup-'));
  await startPortal();
  staff = await createStaff(api);
  const data = new StudioData(api, staff);
  const fields = data.customerFields(staff.trainerA);
  const created = await api.call('POST', '/api/customers', {
    token: staff.admin.token,
    body: fields,
  });
  customerId = (created.body as { _id: string })._id;
  customerIc = fields.ic;
  await data.customerOf(staff.trainerB);
  await data.trainingFor(customerId, 'future');
  const past = await data.trainingFor(customerId, 'past');
  await api.call('POST', `/api/claimtraining/${past}`, { token: staff.admin.token, body: {} });
  await data.paymentFor(customerId, 8);
  await waitFor(async () => {
    const answer = await api.call('GET', `/api/customers/${customerId}`, {
      token: staff.admin.token,
    });
    return (answer.body as { numOfTrainings: number }).numOfTrainings === 7 ? true : undefined;
  }, 30_000);
});

/** Its own short connection each time: a restore refuses while others are open. */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const fingerprint = () => withDatabase(databaseFingerprint);

afterAll(async () => {
  await stopPortal();
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

describe('backups of the portal on one machine', () => {
  it('npm run backup writes a timestamped dump to .data/backups while the portal runs', async () => {
    atBackup = await withDatabase(settledFingerprint);

    const run = await script('backup');

    expect(run.code, run.output).toBe(0);
    const files = await fsp.readdir(path.join(dataDir, 'backups'));
    const dumps = files.filter((name) => name.endsWith('.dump'));
    expect(dumps).toEqual([
      expect.stringMatching(/^studio-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/),
    ]);
    backupFile = path.join(dataDir, 'backups', dumps[0]!);
    expect(files.sort()).toEqual([dumps[0], `${dumps[0]}.json`]);
    expect(run.output).toContain(`backup written to ${backupFile}`);
    expect(Object.keys(atBackup).length).toBeGreaterThan(8);
    expect(Object.values(atBackup).every((digest) => /^\d+:[0-9a-f]{32}$/.test(digest))).toBe(true);
  });

  it('keeps the IC encryption key, and any IC in clear, out of the dump', async () => {
    const pgRestore = await postgresToolFor('pg_restore', database.url);
    const contents = await runTool(pgRestore, ['--file=-', backupFile], {});
    const key = (await fsp.readFile(path.join(dataDir, 'ic-encryption-key'), 'utf8')).trim();

    expect(contents).toContain('CREATE TABLE customer.');
    expect(contents).not.toContain(key);
    expect(contents).not.toContain(customerIc);
    const notes = await fsp.readFile(`${backupFile}.json`, 'utf8');
    expect(JSON.parse(notes)).toEqual({ icKeyFingerprint: icKeyFingerprint(key) });
    expect(notes).not.toContain(key);
  });

  it('refuses to restore while the portal is connected to the database', async () => {
    await api.call('PUT', `/api/customers/${customerId}`, {
      token: staff.admin.token,
      body: { name: 'Renamed After The Backup' },
    });
    await new StudioData(api, staff).customerOf(staff.trainerB);

    const run = await script('restore', backupFile, '--yes');

    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /connections? (is|are) open to this database .*stop the portal first/,
    );
    expect(await fingerprint()).not.toEqual(atBackup);
  });

  it('restores only after a confirmation: a script must say --yes', async () => {
    await stopPortal();
    const changed = await fingerprint();

    const run = await script('restore', backupFile);

    expect(run.code).toBe(1);
    expect(run.output).toContain('not restoring without a confirmation: add --yes');
    expect(await fingerprint()).toEqual(changed);
  });

  it('brings every table of the backup back into the existing database', async () => {
    const run = await script('restore', backupFile, '--yes');

    expect(run.code, run.output).toBe(0);
    expect(await fingerprint()).toEqual(atBackup);
    expect(run.output).toContain('is the one this backup was taken with');
  });

  it('brings every table back into a wiped, empty database', async () => {
    await withDatabase(async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `SELECT nspname AS name FROM pg_namespace
          WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
      );
      for (const { name } of rows)
        await client.query(`DROP SCHEMA ${client.escapeIdentifier(name)} CASCADE`);
    });
    expect(await fingerprint()).toEqual({});
    // As on a new machine before the kept key is put back: the restore says what to do.
    const keyFile = path.join(dataDir, 'ic-encryption-key');
    await fsp.rename(keyFile, `${keyFile}.kept`);

    const run = await script('restore', backupFile, '--yes');

    expect(run.code, run.output).toBe(0);
    expect(await fingerprint()).toEqual(atBackup);
    expect(run.output).toContain(
      `WARNING: there is no IC encryption key at ${keyFile} yet: put the key kept with this backup there`,
    );
    await fsp.rename(`${keyFile}.kept`, keyFile);
  });

  it("reads a restored customer's IC back through the API with the kept key", async () => {
    await startPortal();
    const token = await logIn(api, staff.admin);

    const answer = await api.call('GET', `/api/customers/${customerId}`, { token });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ic: customerIc, numOfTrainings: 7 });
    expect((answer.body as { name: string }).name).not.toBe('Renamed After The Backup');
  });
});
