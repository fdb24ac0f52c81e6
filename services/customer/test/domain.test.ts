import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../src/domain/business-date.js';
import { cleanDateOfBirth, cleanPhone } from '../src/domain/customer-fields.js';
import { IcCipher, maskIc, parseIcKey } from '../src/domain/ic-cipher.js';

describe('IC numbers', () => {
  const cipher = new IcCipher(randomBytes(32));

  it('round-trips through encryption, bound to the customer', () => {
    const stored = cipher.encrypt('S1234567D', 'customer-a');
    expect(stored).not.toContain('S1234567D');
    expect(cipher.decrypt(stored, 'customer-a')).toBe('S1234567D');
    expect(() => cipher.decrypt(stored, 'customer-b')).toThrow();
  });

  it('cannot be read with another key', () => {
    const stored = cipher.encrypt('S1234567D', 'customer-a');
    expect(() => new IcCipher(randomBytes(32)).decrypt(stored, 'customer-a')).toThrow();
  });

  it('is masked as the first letter and last four characters', () => {
    expect(maskIc('S1234567D')).toBe('S****567D');
  });

  it('accepts a key as hex or base64 of 32 bytes only', () => {
    const key = randomBytes(32);
    expect(parseIcKey(key.toString('hex'))).toEqual(key);
    expect(parseIcKey(key.toString('base64'))).toEqual(key);
    expect(parseIcKey('too-short')).toBeUndefined();
  });
});

describe('customer fields', () => {
  it('keeps the eight digits of a Singapore phone number', () => {
    expect(cleanPhone('+65 9123-4567')).toBe('91234567');
    expect(() => cleanPhone('912345678')).toThrow(/8 digits/);
  });

  it('counts "in the past" in the business time zone', () => {
    // 20:00 UTC on 1 March is already 2 March in Singapore.
    const today = todayIn('Asia/Singapore', new Date('2026-03-01T20:00:00Z'));
    expect(today).toBe('2026-03-02');
    expect(cleanDateOfBirth('2026-03-01', today)).toBe('2026-03-01');
    expect(() => cleanDateOfBirth('2026-03-02', today)).toThrow(/in the past/);
  });
});
