import type { LogSink } from '../log.js';
import { listBackups, pruneDailyBackups } from './backup-files.js';
import { takeBackup } from './take-backup.js';

const day = 24 * 60 * 60 * 1000;
const checkEveryMs = 60 * 60 * 1000;

export interface DailyBackupsOptions {
  databaseUrl: string;
  backupDir: string;
  /** How many daily backups to keep (`BACKUP_KEEP`); 0 turns daily backups off. */
  keep: number;
  /** Of the IC encryption key the portal runs with. */
  icKeyFingerprint: string | undefined;
  sink: LogSink;
}

/**
 * While the portal runs: a backup when the newest daily one is a day old (so at start-up after a
 * night off, and then every 24 hours), keeping the newest `keep`. A failed backup is logged and
 * tried again at the next hourly check; the portal keeps running.
 */
export class DailyBackups {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: DailyBackupsOptions) {}

  start(): void {
    if (this.options.keep <= 0) {
      this.options.sink.line('backup', 'daily backups are off (BACKUP_KEEP=0)');
      return;
    }
    this.check();
    this.timer = setInterval(() => this.check(), checkEveryMs);
    this.timer.unref();
  }

  private check(): void {
    this.running ??= this.backUpWhenDue().finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async backUpWhenDue(): Promise<void> {
    const { databaseUrl, backupDir, keep, sink, icKeyFingerprint } = this.options;
    try {
      const newest = (await listBackups(backupDir))
        .filter((backup) => backup.kind === 'daily')
        .at(-1);
      if (newest && Date.now() - newest.takenAt.getTime() < day) return;
      const file = await takeBackup({ databaseUrl, backupDir, icKeyFingerprint, kind: 'daily' });
      sink.line('backup', `daily backup written to ${file}`);
      for (const removed of await pruneDailyBackups(backupDir, keep))
        sink.line('backup', `removed ${removed} (keeping the newest ${keep})`);
    } catch (error) {
      sink.line(
        'backup',
        `the daily backup failed, next try in an hour: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
