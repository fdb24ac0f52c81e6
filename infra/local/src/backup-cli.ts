import { backupDirOf } from './backup/backup-files.js';
import { withRunnerDatabase } from './backup/runner-database.js';
import { takeBackup } from './backup/take-backup.js';
import { readRunnerConfig } from './config.js';
import { createLogSink } from './log.js';

/** `npm run backup`: one dump of the portal's database to `<DATA_DIR>/backups/`. */
const sink = createLogSink(process.stdout);
try {
  const config = readRunnerConfig();
  const file = await withRunnerDatabase(config, sink, (databaseUrl) =>
    takeBackup({ databaseUrl, backupDir: backupDirOf(config.dataDir) }),
  );
  sink.line('backup', `backup written to ${file}`);
  sink.line(
    'backup',
    `it holds no IC encryption key: keep ${config.dataDir}/ic-encryption-key safe on its own (see the README)`,
  );
} catch (error) {
  sink.line(
    'backup',
    `the backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
