import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, studioWallClockToIso } from './business-time';

describe('studio time', () => {
  it('reads a chosen date and time as Singapore time, whatever the device’s zone', () => {
    expect(studioWallClockToIso('2026-12-01T09:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(studioWallClockToIso('2026-12-01')).toBeNull();
    expect(studioWallClockToIso('2026-13-45T09:00')).toBeNull();
  });

  it('shows an instant at the studio’s wall clock', () => {
    expect(formatDate('2026-11-30T17:30:00.000Z')).toMatch(/1 Dec 2026/);
    expect(formatTime('2026-12-01T01:00:00.000Z')).toMatch(/^9:00\s?am$/i);
  });
});
