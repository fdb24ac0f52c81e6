import { createHash, randomBytes } from 'node:crypto';

const tokenBytes = 32;
/** 32 bytes in base64url without padding are always 43 characters of this alphabet. */
const wellFormedToken = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque session handle; only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(tokenBytes).toString('base64url');
}

export function isWellFormedSessionToken(token: string): boolean {
  return wellFormedToken.test(token);
}

/** What Redis keys the session by, so a leaked Redis dump holds no usable handle. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
