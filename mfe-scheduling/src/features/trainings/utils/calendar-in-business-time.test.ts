import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessTimeIn } from '@studio/contracts/business-time';
import { setBusinessTime } from '@studio/shell-kit/business-time';
import { fromWallClock, toWallClock } from '../../../lib/business-wall-clock';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/datetime-local';
import { visibleRange } from './visible-range';

/** Runs the block's tests in a browser set to `browserZone` (Node reads `TZ` when it changes). */
function inBrowserZone(browserZone: string) {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = browserZone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });
}

/** A wall-clock Date's local fields, as the calendar reads them. */
const localFields = (date: Date) =>
  [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getDay(),
  ] as const;

const everyHour = (fromIso: string, hours: number) =>
  Array.from({ length: hours }, (_, hour) => new Date(Date.parse(fromIso) + hour * 3_600_000));

describe('the calendar in a Singapore browser for a studio in London (daylight saving there)', () => {
  inBrowserZone('Asia/Singapore');
  beforeEach(() => setBusinessTime(businessTimeIn('Europe/London')));

  it('draws London hours on both sides of the clocks going forward (29 March 2026)', () => {
    // Saturday 12:00 GMT and Monday 12:00 BST.
    expect(localFields(toWallClock(new Date('2026-03-28T12:00:00Z')))).toEqual([
      2026, 3, 28, 12, 0, 6,
    ]);
    expect(localFields(toWallClock(new Date('2026-03-30T11:00:00Z')))).toEqual([
      2026, 3, 30, 12, 0, 1,
    ]);
    // Late in London is already the next day in Singapore: the calendar keeps London's day.
    expect(localFields(toWallClock(new Date('2026-03-30T20:00:00Z')))).toEqual([
      2026, 3, 30, 21, 0, 1,
    ]);
  });

  it('reads a clicked London slot as the London instant, summer and winter', () => {
    expect(fromWallClock(new Date(2026, 2, 28, 8, 0)).toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(fromWallClock(new Date(2026, 2, 30, 8, 0)).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(fromWallClock(new Date(2026, 9, 26, 8, 0)).toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
  });

  it('gives every instant of the changing weeks back unchanged', () => {
    for (const from of ['2026-03-27T00:00:00Z', '2026-10-23T00:00:00Z'])
      for (const instant of everyHour(from, 7 * 24)) {
        // The repeated hour of 25 October draws twice at 01:00; either reading is that hour.
        if (instant.toISOString().startsWith('2026-10-25T00')) continue;
        expect(fromWallClock(toWallClock(instant)).toISOString()).toBe(instant.toISOString());
      }
  });

  it('asks for London’s days: the week of 29 March runs Monday to Monday at London midnight', () => {
    const range = visibleRange('week', toWallClock(new Date('2026-04-01T12:00:00Z')));
    expect(fromWallClock(range.from).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(fromWallClock(range.to).toISOString()).toBe('2026-04-05T23:00:00.000Z');
    const changing = visibleRange('week', toWallClock(new Date('2026-03-25T12:00:00Z')));
    expect(fromWallClock(changing.from).toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(fromWallClock(changing.to).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('prefills and reads the dialog’s date and time on London’s clock', () => {
    expect(toDateTimeLocal(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T09:00');
    expect(fromDateTimeLocal('2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(fromDateTimeLocal('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('2026-02-30T09:00')).toBeNull();
  });
});

describe('the calendar in a London browser for a studio in New York', () => {
  inBrowserZone('Europe/London');
  beforeEach(() => setBusinessTime(businessTimeIn('America/New_York')));

  it('keeps New York’s hours across its own change (8 March 2026) and London’s (29 March)', () => {
    // 09:00 in New York: EST before 8 March, EDT after; London moves three weeks later.
    for (const [instant, day] of [
      ['2026-03-06T14:00:00Z', 6],
      ['2026-03-09T13:00:00Z', 9],
      ['2026-03-30T13:00:00Z', 30],
    ] as const) {
      const wall = toWallClock(new Date(instant));
      expect([wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([day, 9, 0]);
      expect(fromWallClock(wall).toISOString()).toBe(new Date(instant).toISOString());
    }
  });

  it('draws a 22:00 New York session on its New York day, not London’s next one', () => {
    const wall = toWallClock(new Date('2026-03-11T02:00:00Z'));
    expect(localFields(wall)).toEqual([2026, 3, 10, 22, 0, 2]);
  });

  it('gives every instant of the weeks around both changes back unchanged', () => {
    for (const from of ['2026-03-05T00:00:00Z', '2026-03-26T00:00:00Z', '2026-10-30T00:00:00Z'])
      for (const instant of everyHour(from, 7 * 24)) {
        // New York's repeated 01:00 (1 November, 05:00Z and 06:00Z) reads as one of the two.
        if (instant.toISOString() === '2026-11-01T06:00:00.000Z') continue;
        // London's skipped hour (29 March, 01:00-02:00 local) has no wall-clock Date in this browser.
        const wall = toWallClock(instant);
        if (wall.getMonth() === 2 && wall.getDate() === 29 && wall.getHours() === 2) continue;
        expect(fromWallClock(wall).toISOString()).toBe(instant.toISOString());
      }
  });
});
