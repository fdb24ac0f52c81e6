import { describe, expect, it } from 'vitest';
import { Migrations } from '../src/migrations.js';
import type { ServiceName } from '../src/repo-paths.js';

describe('migrations before restarts', () => {
  it('run one at a time, and a second ask for the same service shares the pending run', async () => {
    const log: string[] = [];
    let running = 0;
    const migrations = new Migrations(async (name: ServiceName) => {
      running += 1;
      log.push(`start ${name} (${running} running)`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      log.push(`end ${name}`);
    });

    await Promise.all([
      migrations.run('customer'),
      migrations.run('payment'),
      migrations.run('payment'),
    ]);

    expect(log).toEqual([
      'start customer (1 running)',
      'end customer',
      'start payment (1 running)',
      'end payment',
    ]);
  });

  it('lets a failed run fail its callers only, and the next ask run again', async () => {
    let attempts = 0;
    const migrations = new Migrations(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the database is not answering');
    });

    await expect(migrations.run('auth')).rejects.toThrow('the database is not answering');
    await expect(migrations.run('auth')).resolves.toBeUndefined();
    await expect(migrations.run('training')).resolves.toBeUndefined();
    expect(attempts).toBe(3);
  });
});
