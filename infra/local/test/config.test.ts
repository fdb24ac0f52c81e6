import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunnerConfig } from '../src/config.js';
import { repoRoot } from '../src/repo-paths.js';

describe('the runner configuration', () => {
  it('has the local defaults of docs/architecture.md', () => {
    const config = readRunnerConfig({});
    expect(config).toMatchObject({
      edgePort: 3000,
      bffPort: 3001,
      servicePorts: { auth: 4001, customer: 4002, training: 4003, payment: 4004 },
      databaseUrl: undefined,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'studio:',
      smtpUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      businessTimeZone: 'Asia/Singapore',
      nodeEnv: 'development',
      backupKeep: 7,
    });
  });

  it('reads how many daily backups to keep, 0 turning them off', () => {
    expect(readRunnerConfig({ BACKUP_KEEP: '0' }).backupKeep).toBe(0);
    expect(readRunnerConfig({ BACKUP_KEEP: '30' }).backupKeep).toBe(30);
    expect(() => readRunnerConfig({ BACKUP_KEEP: 'weekly' })).toThrow(
      'BACKUP_KEEP must be a whole number (0 or more)',
    );
  });

  it('lists every problem at once', () => {
    expect(() =>
      readRunnerConfig({ PORT: 'eighty', AUTH_PORT: '70000', DATABASE_URL: 'not a url' }),
    ).toThrow(
      'Invalid configuration:\n  - PORT must be a port number (0-65535)\n  - AUTH_PORT must be a port number (0-65535)\n  - DATABASE_URL must be a URL',
    );
  });
});
