import { backupDirOf } from './backup/backup-files.js';
import { withRunnerDatabase } from './backup/runner-database.js';
import { icKeyFingerprint } from './backup/ic-key-fingerprint.js';
import { takeBackup } from './backup/take-backup.js';
import { readRunnerConfig } from './config.js';
import { createLogSink } from './log.js';
import { icEncryptionKeyFile, readIcEncryptionKey } from './secrets.js';

/** `npm run backup`: one dump of the portal's database to `<DATA_DIR>/backups/`. */
const sink = createLogSink(process.stdout);
try {
  const config = readRunnerConfig();
  const key = await readIcEncryptionKey(config.dataDir);
  const file = await withRunnerDatabase(config, sink, (databaseUrl) =>
    takeBackup({
      databaseUrl,
      backupDir: backupDirOf(config.dataDir),
      icKeyFingerprint: key === undefined ? undefined : icKeyFingerprint(key),
    }),
  );
  sink.line('backup', `backup written to ${file}`);
  sink.line(
    'backup',
    `it holds no IC encryption key: keep ${icEncryptionKeyFile(config.dataDir)} safe on its own (see the README)`,
  );
} catch (error) {
  sink.line(
    'backup',
    `the backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
