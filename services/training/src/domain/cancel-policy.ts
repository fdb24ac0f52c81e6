/**
 * What a customer's cancel of a session starting at `startsAt` is at `now`: `started` (too late to
 * cancel at all), `late` (less notice than the studio's `cancelNoticeHours`) or `early`.
 */
export function cancelTiming({
  startsAt,
  now,
  cancelNoticeHours,
}: {
  startsAt: Date;
  now: Date;
  cancelNoticeHours: number;
}): 'started' | 'late' | 'early' {
  const noticeMs = startsAt.getTime() - now.getTime();
  if (noticeMs <= 0) return 'started';
  return noticeMs < cancelNoticeHours * 3_600_000 ? 'late' : 'early';
}
