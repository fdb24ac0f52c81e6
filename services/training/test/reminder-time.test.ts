import { describe, expect, it } from 'vitest';
import { endOfQuietHours } from '@studio/service-kit/quiet-hours';
import { reminderDueAt } from '../src/reminders/reminder-time.js';

const timeZone = 'Asia/Singapore';
const overnight = { start: '22:00', end: '08:00' };
const settings = { reminderLeadHours: 24, quietHours: overnight };

describe('quiet hours in the business time zone', () => {
  it('end at their end time when an instant falls inside them, across midnight', () => {
    // 23:15 and 03:00 in Singapore both wait for 08:00.
    expect(endOfQuietHours(new Date('2026-12-01T15:15:30Z'), overnight, timeZone)).toEqual(
      new Date('2026-12-02T00:00:00Z'),
    );
    expect(endOfQuietHours(new Date('2026-12-01T19:00:00Z'), overnight, timeZone)).toEqual(
      new Date('2026-12-02T00:00:00Z'),
    );
  });

  it('leave instants outside them alone, and do nothing when turned off or empty', () => {
    expect(endOfQuietHours(new Date('2026-12-01T00:00:00Z'), overnight, timeZone)).toBeUndefined();
    expect(endOfQuietHours(new Date('2026-12-01T13:59:00Z'), overnight, timeZone)).toBeUndefined();
    expect(endOfQuietHours(new Date('2026-12-01T15:00:00Z'), null, timeZone)).toBeUndefined();
    const empty = { start: '22:00', end: '22:00' };
    expect(endOfQuietHours(new Date('2026-12-01T14:00:00Z'), empty, timeZone)).toBeUndefined();
  });

  it('work within one day too', () => {
    const lunch = { start: '12:00', end: '14:00' };
    expect(endOfQuietHours(new Date('2026-12-01T04:30:00Z'), lunch, timeZone)).toEqual(
      new Date('2026-12-01T06:00:00Z'),
    );
    expect(endOfQuietHours(new Date('2026-12-01T06:00:00Z'), lunch, timeZone)).toBeUndefined();
  });
});

describe('when a reminder is due', () => {
  const now = new Date('2026-12-01T02:00:00Z'); // 10:00 in Singapore

  it('is the lead time before the session', () => {
    const startsAt = new Date('2026-12-03T06:00:00Z');
    expect(reminderDueAt({ startsAt, now, settings, timeZone })).toEqual(
      new Date('2026-12-02T06:00:00Z'),
    );
  });

  it('is now for a session booked inside the lead time', () => {
    const startsAt = new Date('2026-12-01T09:00:00Z');
    expect(reminderDueAt({ startsAt, now, settings, timeZone })).toEqual(now);
  });

  it('moves to the end of the quiet hours', () => {
    // 10:00 on Thursday: 24 h before is 10:00 Wednesday, fine; 28 h before is 06:00, quiet.
    const startsAt = new Date('2026-12-03T02:00:00Z');
    expect(
      reminderDueAt({ startsAt, now, settings: { ...settings, reminderLeadHours: 28 }, timeZone }),
    ).toEqual(new Date('2026-12-02T00:00:00Z'));
  });

  it('is never, for a session already started or one the quiet hours last into', () => {
    expect(reminderDueAt({ startsAt: now, now, settings, timeZone })).toBeUndefined();
    const late = new Date('2026-12-01T15:00:00Z'); // 23:00, booked at 10:00: due now
    expect(reminderDueAt({ startsAt: late, now, settings, timeZone })).toEqual(now);
    // Booked at 23:00 for 07:30 the next morning: quiet until 08:00, after the start.
    const nightNow = new Date('2026-12-01T15:00:00Z');
    const early = new Date('2026-12-01T23:30:00Z');
    expect(reminderDueAt({ startsAt: early, now: nightNow, settings, timeZone })).toBeUndefined();
  });
});
