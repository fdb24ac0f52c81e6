import Type from 'typebox';

/**
 * Years 1900 to 2999: enough for any studio, every one of them a date PostgreSQL and JavaScript
 * read alike, and a typo such as year 1 or 9999 is refused where the request comes in. Every date
 * and time a request carries uses one of these.
 */
const plausibleYear = '(?:19|2\\d)\\d{2}';

export const plausibleYearsDescription = 'years 1900 to 2999';

export const plausibleDatePattern = `^${plausibleYear}-\\d{2}-\\d{2}$`;
export const plausibleMonthPattern = `^${plausibleYear}-(?:0[1-9]|1[0-2])$`;

/** `YYYY-MM-DD`, a real calendar day. */
export const PlausibleDate = Type.String({
  format: 'date',
  pattern: plausibleDatePattern,
  description: `YYYY-MM-DD, ${plausibleYearsDescription}`,
});

/** An ISO 8601 instant with its offset (`2026-05-04T09:00:00.000Z`). */
export const PlausibleDateTime = Type.String({
  format: 'date-time',
  pattern: `^${plausibleYear}-`,
  description: `ISO 8601 date and time, ${plausibleYearsDescription}`,
});

/** `YYYY-MM`. */
export const PlausibleMonth = Type.String({
  pattern: plausibleMonthPattern,
  description: `YYYY-MM, ${plausibleYearsDescription}`,
});
