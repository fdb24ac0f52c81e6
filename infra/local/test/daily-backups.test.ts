import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { backupFileName, listBackups, readBackupNotes } from '../src/backup/backup-files.js';
import { DailyBackups } from '../src/backup/daily-backups.js';
import type { LogSink } from '../src/log.js';

const day = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let backupDir: string;
let lines: string[];
const sink: LogSink = { line: (source, text) => lines.push(`[${source}] ${text}`) };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());
beforeEach(async () => {
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'daily-backups-'));
  lines = [];
  return () => fs.rm(backupDir, { recursive: true, force: true });
});

async function runOnce(keep: number): Promise<void> {
  const backups = new DailyBackups({
    databaseUrl: database.url,
    backupDir,
    keep,
    sink,
    icKeyFingerprint: 'a1b2c3d4e5f60718',
  });
  backups.start();
  await backups.stop();
}

describe('the daily backup of npm start', () => {
  it('takes a backup when the newest daily one is a day old, and keeps the newest few', async () => {
    for (let daysAgo = 5; daysAgo >= 1; daysAgo -= 1) {
      const old = path.join(
        backupDir,
        backupFileName(new Date(Date.now() - daysAgo * day), 'daily'),
      );
      await fs.writeFile(old, '');
      await fs.writeFile(`${old}.json`, '{}');
    }
    const byHand = backupFileName(new Date(Date.now() - 10 * day), 'manual');
    await fs.writeFile(path.join(backupDir, byHand), '');

    await runOnce(3);

    const daily = (await listBackups(backupDir)).filter((backup) => backup.kind === 'daily');
    expect(daily).toHaveLength(3);
    const newest = daily.at(-1)!;
    expect(Date.now() - newest.takenAt.getTime()).toBeLessThan(60_000);
    expect((await fs.stat(newest.path)).size).toBeGreaterThan(0);
    expect(lines).toContain(`[backup] daily backup written to ${newest.path}`);
    expect(lines.filter((line) => line.startsWith('[backup] removed'))).toHaveLength(3);
    await expect(fs.access(path.join(backupDir, byHand))).resolves.toBeUndefined();
    expect(await readBackupNotes(newest.path)).toEqual({ icKeyFingerprint: 'a1b2c3d4e5f60718' });
    expect((await fs.readdir(backupDir)).filter((name) => name.endsWith('.json'))).toHaveLength(3);
  });

  it('takes none while the newest daily one is less than a day old', async () => {
    const recent = backupFileName(new Date(Date.now() - day / 2), 'daily');
    await fs.writeFile(path.join(backupDir, recent), '');

    await runOnce(7);

    expect((await listBackups(backupDir)).map((backup) => path.basename(backup.path))).toEqual([
      recent,
    ]);
    expect(lines).toEqual([]);
  });

  it('takes none when BACKUP_KEEP is 0, and says so', async () => {
    await runOnce(0);

    expect(await listBackups(backupDir)).toEqual([]);
    expect(lines).toEqual(['[backup] daily backups are off (BACKUP_KEEP=0)']);
  });

  it('logs a failed backup and carries on', async () => {
    const backups = new DailyBackups({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
      backupDir,
      keep: 7,
      sink,
      icKeyFingerprint: undefined,
    });
    backups.start();
    await backups.stop();

    expect(lines).toEqual([
      expect.stringMatching(/^\[backup\] the daily backup failed, next try in an hour: /),
    ]);
    expect(await listBackups(backupDir)).toEqual([]);
  });
});
