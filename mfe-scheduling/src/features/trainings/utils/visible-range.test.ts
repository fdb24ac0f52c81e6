import { describe, expect, it } from 'vitest';
import { visibleRange } from './visible-range';

describe('visibleRange', () => {
  const wednesday = new Date(2025, 2, 5, 15, 30);

  it('asks for the Monday-to-Sunday week around the date', () => {
    expect(visibleRange('week', wednesday)).toEqual({
      from: new Date(2025, 2, 3),
      to: new Date(2025, 2, 10),
    });
  });
  it('asks for one day', () => {
    expect(visibleRange('day', wednesday)).toEqual({
      from: new Date(2025, 2, 5),
      to: new Date(2025, 2, 6),
    });
  });
  it('asks for the whole weeks the month view shows', () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    expect(visibleRange('month', wednesday)).toEqual({
      from: new Date(2025, 1, 24),
      to: new Date(2025, 3, 7),
    });
  });
});
