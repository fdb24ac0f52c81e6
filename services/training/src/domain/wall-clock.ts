/**
 * Calendar dates and wall-clock minutes in a named time zone (the business time zone), whatever
 * zone the server runs in. Pure: Intl's zone data is the only input besides the arguments.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(instant: Date, timeZone: string): WallParts {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The zone's offset from UTC at `instant`, in minutes (Singapore: 480). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallParts(instant, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of the instant on the zone's calendar. */
export function calendarDateOf(instant: Date, timeZone: string): string {
  const wall = wallParts(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Minutes since the zone's midnight of the instant (seconds dropped). */
export function minuteOfDay(instant: Date, timeZone: string): number {
  const wall = wallParts(instant, timeZone);
  return wall.hour * 60 + wall.minute;
}

function dateNumbers(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

/**
 * The instant the zone's wall clock reads `minutes` after midnight of `date` (1440 is the next
 * midnight). A wall time skipped by a daylight-saving jump lands just after the jump.
 */
export function instantAt(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = dateNumbers(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const firstGuess = wallAsUtc - knownOffsetMinutes(wallAsUtc, timeZone) * 60_000;
  const offset = knownOffsetMinutes(firstGuess, timeZone);
  return new Date(wallAsUtc - offset * 60_000);
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateNumbers(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same date). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = dateNumbers(from);
  const [ty, tm, td] = dateNumbers(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const [year, month, day] = dateNumbers(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** Whether `YYYY-MM-DD` names a real date (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year, month, day] = dateNumbers(date);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

/** `HH:MM` (or `24:00`) as minutes since midnight. */
export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** `2026-12-01T09:00:00+08:00`: the instant as the zone's wall clock reads it, with its offset. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  return isoWithKnownOffset(instant, offsetMinutes(instant, timeZone));
}

const dayMs = 86_400_000;
/** UTC days remembered per zone before the memory starts again (about 27 years). */
const rememberedDays = 10_000;
const steadyOffsetsByZone = new Map<string, Map<number, number | null>>();

/**
 * `offsetMinutes`, with Intl asked twice per UTC day and zone for the life of the process instead
 * of once per instant (a slot list asks for the same few weeks again and again). A zone changes
 * its offset at most once within 24 hours, so a day whose midnight and next midnight have the same
 * offset has it throughout; a day with a change asks per instant.
 */
function knownOffsetMinutes(time: number, timeZone: string): number {
  let steadyOffsets = steadyOffsetsByZone.get(timeZone);
  if (!steadyOffsets || steadyOffsets.size >= rememberedDays) {
    steadyOffsets = new Map();
    steadyOffsetsByZone.set(timeZone, steadyOffsets);
  }
  const day = Math.floor(time / dayMs);
  let steady = steadyOffsets.get(day);
  if (steady === undefined) {
    const atStart = offsetMinutes(new Date(day * dayMs), timeZone);
    steady = atStart === offsetMinutes(new Date((day + 1) * dayMs), timeZone) ? atStart : null;
    steadyOffsets.set(day, steady);
  }
  return steady ?? offsetMinutes(new Date(time), timeZone);
}

/** '00' … '99': a list's clock times without padding each number. */
const twoDigits = Array.from({ length: 100 }, (_, value) => pad(value));

/**
 * `isoWithOffset` for many instants (a list of slots), without an Intl call per instant: the date
 * and the offset are written once per day and offset, the clock from a table.
 */
export function isoWithOffsetWriter(timeZone: string): (instant: Date) => string {
  const datesByWallDay = new Map<number, string>();
  const offsetsWritten = new Map<number, string>();
  return (instant) => {
    const offset = knownOffsetMinutes(instant.getTime(), timeZone);
    // The wall clock is the instant shifted by the zone's offset, read as UTC.
    const wallSeconds = Math.floor(instant.getTime() / 1000) + offset * 60;
    const wallDay = Math.floor(wallSeconds / 86_400);
    let date = datesByWallDay.get(wallDay);
    if (date === undefined) {
      const midnight = isoWithKnownOffset(new Date(wallDay * dayMs), 0);
      date = midnight.slice(0, midnight.indexOf('T') + 1);
      datesByWallDay.set(wallDay, date);
    }
    let written = offsetsWritten.get(offset);
    if (written === undefined) {
      written = isoWithKnownOffset(new Date(0), offset).slice(-'+00:00'.length);
      offsetsWritten.set(offset, written);
    }
    const second = wallSeconds - wallDay * 86_400;
    return `${date}${twoDigits[Math.floor(second / 3600)]!}:${twoDigits[Math.floor(second / 60) % 60]!}:${twoDigits[second % 60]!}${written}`;
  };
}

function isoWithKnownOffset(instant: Date, offset: number): string {
  // The wall clock is the instant shifted by the zone's offset, read as UTC.
  const shifted = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  const wall = {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}
