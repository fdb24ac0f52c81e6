import { zonedFormatter } from '@studio/shell-kit/business-time';

// A customer abroad sees their sessions at the studio's time, as their trainer does.

const dateStyle = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateFormat = zonedFormatter('en-SG', dateStyle);
const plainDateFormat = new Intl.DateTimeFormat('en-SG', { ...dateStyle, timeZone: 'UTC' });
const timeFormat = zonedFormatter('en-SG', { hour: 'numeric', minute: '2-digit', hour12: true });

/** 'Tue, 1 Dec 2026' in the studio's time zone. */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));

/** '9:00 am' in the studio's time zone. */
export const formatTime = (iso: string) => timeFormat().format(new Date(iso));

/** A plain date (`YYYY-MM-DD`, no time) as 'Tue, 1 Dec 2026': the same day in every zone. */
export const formatPlainDate = (date: string) =>
  plainDateFormat.format(new Date(`${date}T00:00:00Z`));
