import path from 'node:path';
import { readBackupNotes } from './backup/backup-files.js';
import { confirmRestore } from './backup/confirm-restore.js';
import { icKeyAdvice, icKeyFingerprint } from './backup/ic-key-fingerprint.js';
import { inspectRestore, restoreBackup } from './backup/restore-backup.js';
import { withRunnerDatabase } from './backup/runner-database.js';
import { readRunnerConfig } from './config.js';
import { createLogSink } from './log.js';
import { icEncryptionKeyFile, readIcEncryptionKey } from './secrets.js';

const usage = 'usage: npm run restore -- <backup file> [--yes]';

/**
 * `npm run restore <file>`: replaces the portal's database with a backup, after the person types
 * `restore` (or `--yes`, for scripts). The portal must be stopped.
 */
const sink = createLogSink(process.stdout);
try {
  const args = process.argv.slice(2);
  const yes = args.includes('--yes');
  const files = args.filter((arg) => arg !== '--yes');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new Error(usage);
  // npm runs scripts from the repository root; the file is named from where the person typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const config = readRunnerConfig();
  const keyFile = icEncryptionKeyFile(config.dataDir);
  const keyHere = await readIcEncryptionKey(config.dataDir);
  const keyAdvice = icKeyAdvice({
    keptWithBackup: (await readBackupNotes(file)).icKeyFingerprint,
    here: keyHere === undefined ? undefined : icKeyFingerprint(keyHere),
    keyFile,
  });
  await withRunnerDatabase(config, sink, async (databaseUrl) => {
    const target = await inspectRestore(databaseUrl, file);
    sink.line('restore', keyAdvice.ok ? keyAdvice.message : `WARNING: ${keyAdvice.message}`);
    if (!yes)
      await confirmRestore({
        warning: `${file} will replace everything in the ${target.description} (${target.tableCount} tables now).`,
        input: process.stdin,
        output: process.stdout,
        interactive: Boolean(process.stdin.isTTY),
        usage,
      });
    sink.line('restore', `restoring ${file} into the ${target.description}`);
    await restoreBackup(databaseUrl, file);
  });
  sink.line('restore', 'restored. Start the portal with `npm start`.');
  if (!keyAdvice.ok) sink.line('restore', `WARNING: ${keyAdvice.message}`);
} catch (error) {
  sink.line(
    'restore',
    `the restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
