import { businessTimeZone } from '@studio/shell-kit/dates';

// A customer abroad sees their sessions at the studio's time, as their trainer does.

const dateFormat = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: businessTimeZone,
});
const timeFormat = new Intl.DateTimeFormat('en-SG', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: businessTimeZone,
});

/** 'Tue, 1 Dec 2026' in the studio's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** '9:00 am' in the studio's time zone. */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** A plain date (`YYYY-MM-DD`, no time) as 'Tue, 1 Dec 2026'. */
export const formatPlainDate = (date: string) => formatDate(`${date}T12:00:00+08:00`);

/**
 * The instant of a `datetime-local` value ('2026-12-01T09:00') read as the studio's wall clock.
 * Singapore keeps UTC+8 all year (no daylight saving since 1982), so the offset is fixed.
 */
export function studioWallClockToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(`${value}:00+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
