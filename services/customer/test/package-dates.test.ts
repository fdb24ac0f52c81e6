import { describe, expect, it } from 'vitest';
import {
  addDays,
  expiryDateOf,
  isCalendarDate,
  startOfBusinessDay,
} from '../src/packages/package-dates.js';
import { noticeDueAt } from '../src/packages/expiry-notice.js';

describe('package dates', () => {
  it('counts validity from the payment’s day in the business time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Singapore.
    expect(expiryDateOf(new Date('2026-12-31T23:30:00Z'), 180, 'Asia/Singapore')).toBe(
      '2027-06-30',
    );
    expect(expiryDateOf(new Date('2026-12-31T15:00:00Z'), 1, 'Asia/Singapore')).toBe('2027-01-01');
  });

  it('starts a business day at midnight on the zone’s wall clock', () => {
    expect(startOfBusinessDay('2027-06-30', 'Asia/Singapore').toISOString()).toBe(
      '2027-06-29T16:00:00.000Z',
    );
    // A zone with daylight saving: New York is UTC-4 in July, UTC-5 in January.
    expect(startOfBusinessDay('2027-07-01', 'America/New_York').toISOString()).toBe(
      '2027-07-01T04:00:00.000Z',
    );
    expect(startOfBusinessDay('2027-01-01', 'America/New_York').toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
  });

  it('adds days across month and year ends, and knows real calendar days', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
  });

  it('makes the expiry notice due a week before, after the quiet hours', () => {
    const quiet = { quietHours: { start: '22:00', end: '08:00' } };
    expect(noticeDueAt('2027-06-30', quiet, 'Asia/Singapore').toISOString()).toBe(
      '2027-06-23T00:00:00.000Z',
    );
    expect(noticeDueAt('2027-06-30', { quietHours: null }, 'Asia/Singapore').toISOString()).toBe(
      '2027-06-22T16:00:00.000Z',
    );
  });
});
