import fs from 'node:fs/promises';
import path from 'node:path';
import { backupFileName, writeBackupNotes, type BackupKind } from './backup-files.js';
import { libpqConnection, postgresToolFor, runTool } from './postgres-tools.js';

/**
 * Writes a dump of the whole database (every service schema, one consistent snapshot: pg_dump
 * reads in a single repeatable-read transaction) in pg_dump's custom format, readable by
 * `pg_restore`. Owners and grants are left out so it restores into any server and user. The file
 * appears under its final name only once complete. Returns its path.
 */
export async function takeBackup({
  databaseUrl,
  backupDir,
  icKeyFingerprint,
  kind = 'manual',
  now = new Date(),
}: {
  databaseUrl: string;
  backupDir: string;
  /** Of the IC encryption key in use, recorded beside the dump (the key itself never is). */
  icKeyFingerprint: string | undefined;
  kind?: BackupKind;
  now?: Date;
}): Promise<string> {
  const pgDump = await postgresToolFor('pg_dump', databaseUrl);
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, backupFileName(now, kind));
  const partial = `${file}.partial`;
  const { url, env } = libpqConnection(databaseUrl);
  try {
    await runTool(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`],
      env,
    );
    await fs.chmod(partial, 0o600);
    await writeBackupNotes(file, { icKeyFingerprint });
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return file;
}
