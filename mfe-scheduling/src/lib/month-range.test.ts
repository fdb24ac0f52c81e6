import { describe, expect, it } from 'vitest';
import { businessMonthOf } from '@studio/shell-kit/dates';
import { rangeProblem, recentMonthRange } from './month-range';

describe('report month ranges', () => {
  it('counts months in Singapore: 31 Mar 16:30 UTC is already April there', () => {
    expect(businessMonthOf(new Date('2026-03-31T16:30:00Z'))).toBe('2026-04');
    expect(recentMonthRange(new Date('2026-03-31T16:30:00Z'), 12)).toEqual({
      from: '2025-05',
      to: '2026-04',
    });
  });

  it('says what is wrong with a range before asking the server', () => {
    expect(rangeProblem({ from: '2026-01', to: '2026-12' })).toBeUndefined();
    expect(rangeProblem({ from: '', to: '2026-12' })).toBe('Choose the first month of the range.');
    expect(rangeProblem({ from: '2026-05', to: '2026-04' })).toBe(
      'The last month must not be before the first month.',
    );
    expect(rangeProblem({ from: '2023-01', to: '2026-01' })).toBe(
      'A report covers at most 36 months; choose a shorter range.',
    );
  });
});
