import { describe, expect, it } from 'vitest';
import type { TrainerRate } from '@studio/contracts/reports';
import { businessToday } from '@studio/shell-kit/dates';
import { centsFromDollars, formatRate, ratesOf } from './rate-in-force';

const rate = (trainerId: string, cents: number, startsOn: string): TrainerRate => ({
  _id: `${trainerId}-${startsOn}`,
  trainerId,
  ratePerSessionCents: cents,
  startsOn,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('trainer rates on the Trainers screen', () => {
  it('finds the rate in force today and the next one, for that trainer only', () => {
    const rates = [
      rate('a', 6000, '2026-06-01'),
      rate('a', 5000, '2026-01-01'),
      rate('a', 5500, '2026-05-01'),
      rate('b', 9900, '2026-01-01'),
    ];
    expect(ratesOf(rates, 'a', '2026-05-20')).toEqual({
      current: rates[2],
      next: rates[0],
    });
    expect(ratesOf(rates, 'a', '2025-12-31')).toEqual({ current: undefined, next: rates[1] });
    expect(ratesOf(rates, 'c', '2026-05-20')).toEqual({ current: undefined, next: undefined });
  });

  it('reads dollars as typed into cents, and refuses what is not an amount', () => {
    expect(centsFromDollars('50')).toBe(5000);
    expect(centsFromDollars('$50.5')).toBe(5050);
    expect(centsFromDollars(' 50.05 ')).toBe(5005);
    expect(centsFromDollars('50.123')).toBeUndefined();
    expect(centsFromDollars('-5')).toBeUndefined();
    expect(centsFromDollars('')).toBeUndefined();
    expect(formatRate(5050)).toBe('$50.50');
  });

  it("takes today's date in Singapore, not the browser's zone", () => {
    expect(businessToday(new Date('2026-03-31T16:30:00Z'))).toBe('2026-04-01');
  });
});
