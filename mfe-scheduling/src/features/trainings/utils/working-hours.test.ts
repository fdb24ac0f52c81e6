import type { Availability } from '@studio/contracts/availability';
import { describe, expect, it } from 'vitest';
import { isWorkingTime } from './working-hours';

const hours: Availability = {
  trainerId: '6f1e4a5c-1111-4111-8111-111111111111',
  weekly: [{ weekday: 3, start: '09:00', end: '12:00' }],
  overrides: [{ date: '2026-12-09', ranges: [] }],
  timeOff: [{ from: '2026-12-16T10:00:00+08:00', to: '2026-12-16T11:00:00+08:00' }],
  takesTrials: false,
};

describe('isWorkingTime', () => {
  it('reads the studio wall clock: Wednesday 09:00–12:00 Singapore', () => {
    expect(isWorkingTime(new Date('2026-12-02T09:00:00+08:00'), hours)).toBe(true);
    expect(isWorkingTime(new Date('2026-12-02T11:59:00+08:00'), hours)).toBe(true);
    expect(isWorkingTime(new Date('2026-12-02T12:00:00+08:00'), hours)).toBe(false);
    expect(isWorkingTime(new Date('2026-12-02T08:00:00+08:00'), hours)).toBe(false);
    expect(isWorkingTime(new Date('2026-12-03T09:00:00+08:00'), hours)).toBe(false);
  });

  it('greys a date that has other hours (none) and time off', () => {
    expect(isWorkingTime(new Date('2026-12-09T09:00:00+08:00'), hours)).toBe(false);
    expect(isWorkingTime(new Date('2026-12-16T09:00:00+08:00'), hours)).toBe(true);
    expect(isWorkingTime(new Date('2026-12-16T10:00:00+08:00'), hours)).toBe(false);
  });
});
