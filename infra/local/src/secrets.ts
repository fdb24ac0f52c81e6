import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Signs the BFF's identity tokens; a new one each run, so nothing signed by an old run is accepted. */
export function generateInternalTokenSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * The key the customer service encrypts IC numbers with (32 random bytes, base64). It must outlive
 * the run or the stored numbers become unreadable, so it is kept in the data folder.
 */
export async function readOrCreateIcEncryptionKey(dataDir: string): Promise<string> {
  const existing = await readIcEncryptionKey(dataDir);
  if (existing) return existing;
  const file = icEncryptionKeyFile(dataDir);
  const key = randomBytes(32).toString('base64');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export const icEncryptionKeyFile = (dataDir: string): string =>
  path.join(dataDir, 'ic-encryption-key');

/** The kept IC encryption key, or undefined before the first run. */
export async function readIcEncryptionKey(dataDir: string): Promise<string | undefined> {
  const key = await fs.readFile(icEncryptionKeyFile(dataDir), 'utf8').catch(() => '');
  return key.trim() || undefined;
}
