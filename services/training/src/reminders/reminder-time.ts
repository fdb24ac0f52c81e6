import type { StudioSettings } from '@studio/contracts/settings';
import { endOfQuietHours } from '@studio/service-kit/quiet-hours';

/**
 * When a session's reminder goes out: `reminderLeadHours` before it; at once when it was booked
 * inside the lead time; at the end of the quiet hours when it would fall in them. Undefined when
 * no reminder is worth sending (the session has started, or the quiet hours last until it does).
 */
export function reminderDueAt({
  startsAt,
  now,
  settings,
  timeZone,
}: {
  startsAt: Date;
  now: Date;
  settings: Pick<StudioSettings, 'reminderLeadHours' | 'quietHours'>;
  timeZone: string;
}): Date | undefined {
  if (startsAt.getTime() <= now.getTime()) return undefined;
  const byLeadTime = new Date(startsAt.getTime() - settings.reminderLeadHours * 3_600_000);
  const earliest = byLeadTime.getTime() < now.getTime() ? now : byLeadTime;
  const due = endOfQuietHours(earliest, settings.quietHours, timeZone) ?? earliest;
  return due.getTime() < startsAt.getTime() ? due : undefined;
}
