import { QueryTypes } from 'sequelize';
import type { TrainingContext } from '../context.js';
import type { TrainingRecord } from '../models/training.js';
import { reminderKind } from '../reminders/reminder-sender.js';

/**
 * Whether the customer holds this session in their calendar: they booked it themselves, it was
 * moved before (a sequence was sent), it was confirmed as a paid trial, or a reminder carrying
 * its `.ics` went out (a reminder row with a message; one erased or never sent has none). Every
 * path that cancels or moves such a session sends the customer the same UID with a higher SEQUENCE.
 */
export async function customerHoldsInvite(
  context: TrainingContext,
  training: TrainingRecord,
): Promise<boolean> {
  if (training.selfBooked || training.calendarSequence > 0) return true;
  const [row] = await context.sequelize.query<{ holds: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM mail_outbox
                    WHERE kind = $reminderKind AND subject_id = $id AND message IS NOT NULL)
         OR EXISTS (SELECT 1 FROM trial_holds WHERE training_id = $id::uuid) AS holds`,
    { type: QueryTypes.SELECT, bind: { id: training.id, reminderKind } },
  );
  return row?.holds === true;
}
