import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * IC numbers are personal data under the PDPA: stored with AES-256-GCM, bound to their customer
 * (the customer id is the additional authenticated data, so a value copied to another row fails to
 * decrypt). Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
const version = 'v1';

export class IcCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The IC encryption key must be 32 bytes.');
  }

  encrypt(ic: string, customerId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(customerId));
    const ciphertext = Buffer.concat([cipher.update(ic, 'utf8'), cipher.final()]);
    return [version, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string, customerId: string): string {
    const [storedVersion, iv, tag, ciphertext] = stored.split('.');
    if (storedVersion !== version || !iv || !tag || ciphertext === undefined)
      throw new Error('Unknown IC ciphertext format.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(customerId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** Accepts the key as 64 hex characters or as base64 of 32 bytes; `undefined` when it is neither. */
export function parseIcKey(raw: string): Buffer | undefined {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  return key.length === 32 ? key : undefined;
}

/** `S1234567D` → `S****567D`: the first letter and the last four characters stay visible. */
export function maskIc(ic: string): string {
  if (ic.length <= 5) return '*'.repeat(ic.length);
  return `${ic.slice(0, 1)}${'*'.repeat(ic.length - 5)}${ic.slice(-4)}`;
}
