import fs from 'node:fs/promises';
import path from 'node:path';

/** Where `npm run backup` and the daily backup write: `<DATA_DIR>/backups`. */
export const backupDirOf = (dataDir: string): string => path.join(dataDir, 'backups');

export type BackupKind = 'manual' | 'daily';

export interface BackupFile {
  path: string;
  takenAt: Date;
  kind: BackupKind;
}

const namePattern = /^studio-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(-daily)?\.dump$/;

/** `studio-2026-11-25T01-02-03Z.dump` (or `...Z-daily.dump`): sortable, and safe in any file system. */
export function backupFileName(takenAt: Date, kind: BackupKind): string {
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `studio-${stamp}${kind === 'daily' ? '-daily' : ''}.dump`;
}

/** The finished backups in a folder, oldest first (files still being written end in `.partial`). */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  const names = await fs.readdir(backupDir).catch(() => [] as string[]);
  return names
    .flatMap((name) => {
      const match = namePattern.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds, daily] = match;
      return [
        {
          path: path.join(backupDir, name),
          takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`),
          kind: daily ? ('daily' as const) : ('manual' as const),
        },
      ];
    })
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** Deletes the oldest daily backups beyond the newest `keep`; backups taken by hand are kept. */
export async function pruneDailyBackups(backupDir: string, keep: number): Promise<string[]> {
  const daily = (await listBackups(backupDir)).filter((backup) => backup.kind === 'daily');
  const removed = daily.slice(0, Math.max(0, daily.length - keep)).map((backup) => backup.path);
  for (const file of removed) {
    await fs.rm(file, { force: true });
    await fs.rm(notesFileOf(file), { force: true });
  }
  return removed;
}

/** What is written beside a backup (`<file>.json`): never a secret. */
export interface BackupNotes {
  /** `icKeyFingerprint` of the IC encryption key in use when the backup was taken. */
  icKeyFingerprint?: string;
}

const notesFileOf = (backupFile: string): string => `${backupFile}.json`;

export async function writeBackupNotes(backupFile: string, notes: BackupNotes): Promise<void> {
  await fs.writeFile(notesFileOf(backupFile), `${JSON.stringify(notes, null, 2)}\n`, {
    mode: 0o600,
  });
}

/** The notes of a backup; empty for a backup without them (e.g. copied without its `.json`). */
export async function readBackupNotes(backupFile: string): Promise<BackupNotes> {
  try {
    const notes = JSON.parse(await fs.readFile(notesFileOf(backupFile), 'utf8')) as BackupNotes;
    return typeof notes.icKeyFingerprint === 'string'
      ? { icKeyFingerprint: notes.icKeyFingerprint }
      : {};
  } catch {
    return {};
  }
}
