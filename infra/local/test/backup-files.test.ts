import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, listBackups, pruneDailyBackups } from '../src/backup/backup-files.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backups-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 3, 4, 5));

describe('backup files', () => {
  it('are named by the time they were taken, in UTC, without characters file systems refuse', () => {
    expect(backupFileName(at(25), 'manual')).toBe('studio-2026-11-25T03-04-05Z.dump');
    expect(backupFileName(at(25), 'daily')).toBe('studio-2026-11-25T03-04-05Z-daily.dump');
  });

  it('are listed oldest first, leaving out unfinished and foreign files', async () => {
    for (const name of [
      backupFileName(at(3), 'daily'),
      backupFileName(at(1), 'manual'),
      `${backupFileName(at(4), 'daily')}.partial`,
      'notes.txt',
    ])
      await fs.writeFile(path.join(dir, name), '');
    expect(await listBackups(dir)).toEqual([
      { path: path.join(dir, backupFileName(at(1), 'manual')), takenAt: at(1), kind: 'manual' },
      { path: path.join(dir, backupFileName(at(3), 'daily')), takenAt: at(3), kind: 'daily' },
    ]);
  });

  it('keep the newest daily backups and every one taken by hand', async () => {
    for (let day = 1; day <= 9; day += 1)
      await fs.writeFile(path.join(dir, backupFileName(at(day), 'daily')), '');
    await fs.writeFile(path.join(dir, backupFileName(at(2), 'manual')), '');

    const removed = await pruneDailyBackups(dir, 7);

    expect(removed.map((file) => path.basename(file))).toEqual([
      backupFileName(at(1), 'daily'),
      backupFileName(at(2), 'daily'),
    ]);
    const left = await listBackups(dir);
    expect(
      left.filter((backup) => backup.kind === 'daily').map((backup) => backup.takenAt),
    ).toEqual([3, 4, 5, 6, 7, 8, 9].map(at));
    expect(left.filter((backup) => backup.kind === 'manual')).toHaveLength(1);
  });
});
