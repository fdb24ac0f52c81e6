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
  const file = path.join(dataDir, 'ic-encryption-key');
  try {
    const key = (await fs.readFile(file, 'utf8')).trim();
    if (key) return key;
  } catch {
    // first run: create it below
  }
  const key = randomBytes(32).toString('base64');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
