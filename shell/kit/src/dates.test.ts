import { describe, expect, it } from 'vitest';
import { businessTimeIn } from '@studio/contracts/business-time';
import { setBusinessTime } from '@studio/shell-kit/business-time';
import {
  businessMonthOf,
  businessToday,
  formatShortDate,
  formatShortPlainDate,
  studioWallClockToIso,
} from '@studio/shell-kit/dates';

describe('business dates in Singapore (the default zone)', () => {
  it('reads a chosen date and time as the studio’s wall clock, whatever the device’s zone', () => {
    expect(studioWallClockToIso('2026-12-01T09:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(studioWallClockToIso('2026-12-01')).toBeNull();
    expect(studioWallClockToIso('2026-13-45T09:00')).toBeNull();
    expect(studioWallClockToIso('2026-02-30T09:00')).toBeNull();
  });

  it('counts days and months there: 31 Mar 16:30 UTC is already 1 April', () => {
    const instant = new Date('2026-03-31T16:30:00Z');
    expect(businessToday(instant)).toBe('2026-04-01');
    expect(businessMonthOf(instant)).toBe('2026-04');
    expect(formatShortDate(instant.toISOString())).toBe('Apr 1, 2026');
  });
});

describe('business dates in a studio in New York', () => {
  it('counts that zone’s days, summer and winter', () => {
    setBusinessTime(businessTimeIn('America/New_York'));
    const instant = new Date('2026-04-01T02:30:00Z');
    expect(businessToday(instant)).toBe('2026-03-31');
    expect(businessMonthOf(instant)).toBe('2026-03');
    expect(formatShortDate(instant.toISOString())).toBe('Mar 31, 2026');
    expect(formatShortPlainDate('2026-04-01')).toBe('Apr 1, 2026');
  });

  it('reads wall-clock times on either side of a daylight-saving change', () => {
    setBusinessTime(businessTimeIn('America/New_York'));
    // Summer time (UTC-4) ended at 02:00 on 1 Nov 2026.
    expect(studioWallClockToIso('2026-10-31T09:00')).toBe('2026-10-31T13:00:00.000Z');
    expect(studioWallClockToIso('2026-11-02T09:00')).toBe('2026-11-02T14:00:00.000Z');
    expect(studioWallClockToIso('2026-03-08T12:00')).toBe('2026-03-08T16:00:00.000Z');
  });
});
