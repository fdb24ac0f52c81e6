import { describe, expect, it } from 'vitest';
import { icKeyAdvice, icKeyFingerprint } from '../src/backup/ic-key-fingerprint.js';

const keyFile = '/srv/studio/.data/ic-encryption-key';
const kept = icKeyFingerprint('kept key');

describe('the IC key advice of a restore', () => {
  it('fingerprints a key the same way with or without its trailing newline, and keys apart', () => {
    expect(icKeyFingerprint('kept key\n')).toBe(kept);
    expect(kept).toMatch(/^[0-9a-f]{16}$/);
    expect(icKeyFingerprint('another key')).not.toBe(kept);
  });

  it('confirms the key at hand when it is the one the backup was taken with', () => {
    expect(icKeyAdvice({ keptWithBackup: kept, here: kept, keyFile })).toEqual({
      ok: true,
      message: `the IC encryption key at ${keyFile} is the one this backup was taken with (fingerprint ${kept})`,
    });
  });

  it('warns when another key is at hand, or none yet (a new machine), and says what to do', () => {
    const other = icKeyFingerprint('a new random key');
    expect(icKeyAdvice({ keptWithBackup: kept, here: other, keyFile })).toEqual({
      ok: false,
      message: `the IC encryption key at ${keyFile} (fingerprint ${other}) is not the one this backup was taken with (fingerprint ${kept}): put the kept key there before \`npm start\`, or the restored IC numbers cannot be read`,
    });
    expect(icKeyAdvice({ keptWithBackup: kept, here: undefined, keyFile })).toEqual({
      ok: false,
      message: `there is no IC encryption key at ${keyFile} yet: put the key kept with this backup there (fingerprint ${kept}) before \`npm start\`, or the customers' IC numbers cannot be read`,
    });
  });
});
