import { describe, expect, it } from 'vitest';
import { businessTimeIn } from '@studio/contracts/business-time';
import { setBusinessTime } from '@studio/shell-kit/business-time';
import { formatDate, formatPlainDate, formatTime } from './business-time';

describe('studio time', () => {
  it('shows an instant at the studio’s wall clock', () => {
    expect(formatDate('2026-11-30T17:30:00.000Z')).toMatch(/1 Dec 2026/);
    expect(formatTime('2026-12-01T01:00:00.000Z')).toMatch(/^9:00\s?am$/i);
  });

  it('follows the zone the studio is configured in', () => {
    setBusinessTime(businessTimeIn('America/New_York'));
    expect(formatDate('2026-12-01T01:00:00.000Z')).toMatch(/Mon, 30 Nov 2026/);
    expect(formatTime('2026-12-01T01:00:00.000Z')).toMatch(/^8:00\s?pm$/i);
  });

  it('shows a plain date as that day in every zone', () => {
    expect(formatPlainDate('2026-12-01')).toMatch(/Tue, 1 Dec 2026/);
    setBusinessTime(businessTimeIn('America/Los_Angeles'));
    expect(formatPlainDate('2026-12-01')).toMatch(/Tue, 1 Dec 2026/);
  });
});
