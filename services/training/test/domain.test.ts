import { describe, expect, it } from 'vitest';
import { averagePastSessions } from '../src/domain/average.js';
import { claimRefusal } from '../src/domain/claim-rules.js';
import { conflictMessage } from '../src/domain/conflict-message.js';
import { assignTrainer } from '../src/domain/trainer-assignment.js';
import { isoWithOffset, isoWithOffsetWriter } from '../src/domain/wall-clock.js';
import { monthLabel, monthNumber, monthsBetween } from '../src/stats/months.js';
import { businessDayStart } from '../src/stats/window.js';

const trainer = {
  kind: 'user' as const,
  userId: 'trainer-1',
  role: 'trainer' as const,
  name: 'Alice',
};
const admin = { kind: 'user' as const, userId: 'admin-1', role: 'admin' as const, name: 'Ada' };

describe('average past sessions', () => {
  it('divides by 8.57 and shows two decimals', () => {
    expect(averagePastSessions(0)).toBe('0.00');
    expect(averagePastSessions(12)).toBe('1.40');
    expect(averagePastSessions(100)).toBe('11.67');
  });
});

describe('claim rules', () => {
  const now = new Date('2025-03-01T02:00:00Z');
  const windowStart = new Date('2024-11-30T16:00:00Z');
  const past = (iso: string) => ({ status: 'scheduled' as const, dateOfTraining: new Date(iso) });

  it('lets a trainer claim a past training inside the window', () => {
    expect(claimRefusal(past('2024-11-30T16:00:00Z'), 'trainer', { now, windowStart })).toBeNull();
  });
  it('keeps older trainings for admins', () => {
    expect(claimRefusal(past('2024-11-30T15:59:59Z'), 'trainer', { now, windowStart })).toMatch(
      /only be claimed by an admin/,
    );
    expect(claimRefusal(past('2020-01-01T00:00:00Z'), 'admin', { now, windowStart })).toBeNull();
  });
  it('refuses the future and trainings already claimed', () => {
    expect(claimRefusal(past('2025-03-01T02:00:01Z'), 'admin', { now, windowStart })).toBe(
      'Only past trainings can be claimed.',
    );
    expect(
      claimRefusal({ ...past('2025-01-01T00:00:00Z'), status: 'completed' }, 'admin', {
        now,
        windowStart,
      }),
    ).toBe('This training has already been claimed.');
  });
});

describe('trainer assignment', () => {
  it("always uses the customer's trainer", () => {
    expect(assignTrainer({ _id: 'c', trainerID: 'trainer-2' }, admin)).toEqual({
      trainerId: 'trainer-2',
    });
    expect(assignTrainer({ _id: 'c', trainerID: 'trainer-1' }, trainer, 'trainer-1')).toEqual({
      trainerId: 'trainer-1',
    });
  });
  it('falls back to the admin booking a customer without a trainer', () => {
    expect(assignTrainer({ _id: 'c', trainerID: null }, admin)).toEqual({ trainerId: 'admin-1' });
  });
  it('refuses other trainers', () => {
    expect(assignTrainer({ _id: 'c', trainerID: 'trainer-2' }, trainer)).toMatchObject({
      statusCode: 403,
    });
    expect(assignTrainer({ _id: 'c', trainerID: 'trainer-2' }, admin, 'trainer-3')).toMatchObject({
      statusCode: 400,
    });
  });
});

describe('business days', () => {
  it('starts days at local midnight, also across a daylight-saving change', () => {
    expect(businessDayStart(new Date('2025-03-01T02:00:00Z'), 0, 'Asia/Singapore')).toEqual(
      new Date('2025-02-28T16:00:00Z'),
    );
    // New York moves to daylight time on 9 Mar 2025: midnight is 05:00Z before and 04:00Z after.
    expect(businessDayStart(new Date('2025-03-08T12:00:00Z'), 0, 'America/New_York')).toEqual(
      new Date('2025-03-08T05:00:00Z'),
    );
    expect(businessDayStart(new Date('2025-03-08T12:00:00Z'), 2, 'America/New_York')).toEqual(
      new Date('2025-03-10T04:00:00Z'),
    );
  });
});

describe('conflict message', () => {
  it('names who is busy and when, in business time, and how to book anyway', () => {
    const message = conflictMessage(
      [
        {
          at: new Date('2025-03-03T01:00:00Z'),
          customerName: 'Carol',
          trainerName: 'Alice',
          sameTrainer: true,
          sameCustomer: false,
        },
      ],
      'Asia/Singapore',
    );
    expect(message).toBe(
      'Schedule conflict: Alice is already training Carol at Mon, 3 Mar 2025, 9:00 am. Confirm to book it anyway (e.g. a partner session).',
    );
  });
});

describe('the months of the completed-by-month chart', () => {
  it('runs from the first month across the year end to the current business month', () => {
    // 31 January 17:00 UTC is already February in Singapore.
    expect(
      monthsBetween(
        {
          firstMonth: monthNumber(2025, 11),
          lastMonth: monthNumber(2025, 12),
          now: new Date('2026-01-31T17:00:00Z'),
        },
        'Asia/Singapore',
      ).map(monthLabel),
    ).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('ends at the last month with trainings when that is later than now', () => {
    expect(
      monthsBetween(
        {
          firstMonth: monthNumber(2026, 10),
          lastMonth: monthNumber(2026, 12),
          now: new Date('2026-10-15T00:00:00Z'),
        },
        'Asia/Singapore',
      ).map(monthLabel),
    ).toEqual(['2026-10', '2026-11', '2026-12']);
  });
});

describe('isoWithOffsetWriter', () => {
  it.each(['Asia/Singapore', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns'])(
    'writes every instant as isoWithOffset does, across the offset changes of 2026 in %s',
    (timeZone) => {
      const write = isoWithOffsetWriter(timeZone);
      const start = Date.UTC(2026, 0, 1);
      for (let time = start; time < Date.UTC(2027, 0, 1); time += 17 * 60_000) {
        const instant = new Date(time);
        if (write(instant) !== isoWithOffset(instant, timeZone))
          expect(write(instant)).toBe(isoWithOffset(instant, timeZone));
      }
      expect(write(new Date('2026-03-29T00:59:00Z'))).toBe(
        timeZone === 'Europe/London'
          ? '2026-03-29T00:59:00+00:00'
          : isoWithOffset(new Date('2026-03-29T00:59:00Z'), timeZone),
      );
      expect(isoWithOffsetWriter('Europe/London')(new Date('2026-03-29T01:00:00Z'))).toBe(
        '2026-03-29T02:00:00+01:00',
      );
    },
  );
});
