/**
 * The studio's time zone (DESIGN.md: Asia/Singapore). Dates in lists and month labels are shown in
 * it, so a trainer abroad sees the same diary as the studio; the server buckets months the same way.
 */
export const businessTimeZone = 'Asia/Singapore';
