import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { confirmRestore } from '../src/backup/confirm-restore.js';

const usage = 'usage: npm run restore -- <backup file> [--yes]';

function answering(text: string) {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString('utf8')));
  setTimeout(() => input.write(`${text}\n`), 20);
  return { input, output, shown: () => shown };
}

describe('the confirmation of a restore', () => {
  it('shows what will be replaced and goes on once the person types "restore"', async () => {
    const terminal = answering('restore');
    await confirmRestore({
      warning: 'studio.dump will replace everything in the database "studio" (21 tables now).',
      ...terminal,
      interactive: true,
      usage,
    });
    expect(terminal.shown()).toContain(
      'studio.dump will replace everything in the database "studio" (21 tables now).\nType "restore" to go on: ',
    );
  });

  it('changes nothing for any other answer', async () => {
    await expect(
      confirmRestore({ warning: 'w', ...answering('yes'), interactive: true, usage }),
    ).rejects.toThrow('not confirmed; nothing was changed');
  });

  it('refuses at once without a terminal, pointing to --yes', async () => {
    await expect(
      confirmRestore({ warning: 'w', ...answering('restore'), interactive: false, usage }),
    ).rejects.toThrow(
      `not restoring without a confirmation: add --yes to restore from a script (${usage})`,
    );
  });
});
