/**
 * Time off is typed on the studio's wall clock (Singapore keeps UTC+8 all year) and stored as
 * instants, so a trainer abroad means the studio's hours.
 */
const studioOffset = '+08:00';
const studioOffsetMs = 8 * 3_600_000;

/** `2026-12-24T09:00` (studio wall clock) → ISO instant, or null when incomplete. */
export function wallClockToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(`${value}:00${studioOffset}`);
  return Number.isNaN(instant.getTime()) ? null : `${value}:00${studioOffset}`;
}

/** An ISO instant as the studio's wall clock, for a `datetime-local` field. */
export function isoToWallClock(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + studioOffsetMs).toISOString().slice(0, 16);
}
