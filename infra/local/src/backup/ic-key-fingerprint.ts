import { createHash } from 'node:crypto';

/**
 * A short SHA-256 digest of the IC encryption key, written beside each backup so a restore can
 * tell whether the key at hand is the one the backup's IC numbers need. It reveals nothing of the
 * key (32 random bytes) and is no substitute for keeping the key itself.
 */
export function icKeyFingerprint(key: string): string {
  return createHash('sha256').update(key.trim()).digest('hex').slice(0, 16);
}

/** What a person restoring a backup needs to hear about the IC key. */
export function icKeyAdvice({
  keptWithBackup,
  here,
  keyFile,
}: {
  /** Fingerprint recorded with the backup (undefined when the backup has none). */
  keptWithBackup: string | undefined;
  /** Fingerprint of the key in the data folder (undefined when there is none yet). */
  here: string | undefined;
  keyFile: string;
}): { ok: boolean; message: string } {
  if (!keptWithBackup)
    return {
      ok: true,
      message: `this backup does not record which IC encryption key it was taken with; its IC numbers read back only with that key, at ${keyFile}`,
    };
  if (!here)
    return {
      ok: false,
      message: `there is no IC encryption key at ${keyFile} yet: put the key kept with this backup there (fingerprint ${keptWithBackup}) before \`npm start\`, or the customers' IC numbers cannot be read`,
    };
  if (here !== keptWithBackup)
    return {
      ok: false,
      message: `the IC encryption key at ${keyFile} (fingerprint ${here}) is not the one this backup was taken with (fingerprint ${keptWithBackup}): put the kept key there before \`npm start\`, or the restored IC numbers cannot be read`,
    };
  return {
    ok: true,
    message: `the IC encryption key at ${keyFile} is the one this backup was taken with (fingerprint ${here})`,
  };
}
