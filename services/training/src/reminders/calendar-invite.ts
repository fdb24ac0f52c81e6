import type { MailAttachment } from '@studio/contracts/mail';
import { createEvent } from 'ics';

/** Sessions are booked an hour apart (the conflict rule), so an hour is what the calendar blocks. */
const defaultSessionMinutes = 60;

/**
 * The `.ics` of a session. Its UID stays the same when the session moves, so a calendar that
 * imported the first one updates the event instead of adding a second one; a move raises
 * `sequence`, and `cancel` (METHOD:CANCEL) removes the event.
 */
export function calendarInvite({
  trainingId,
  startsAt,
  title,
  location,
  description,
  sequence = 0,
  cancel = false,
  sessionMinutes = defaultSessionMinutes,
}: {
  trainingId: string;
  startsAt: Date;
  title: string;
  location: string;
  description: string;
  sequence?: number;
  cancel?: boolean;
  sessionMinutes?: number;
}): MailAttachment {
  const method = cancel ? 'CANCEL' : 'PUBLISH';
  const { error, value } = createEvent({
    uid: `training-${trainingId}@studio-portal`,
    productId: 'studio-portal/reminders',
    method,
    sequence,
    start: startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: sessionMinutes },
    title,
    location: location || undefined,
    description,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar invite could not be built');
  return {
    filename: 'training.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}
