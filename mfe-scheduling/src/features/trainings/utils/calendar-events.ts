import { lateCancelLabels, trialHealthFlagLabel } from '../../../config/messages';
import type { Training } from '@studio/contracts/training';

/**
 * A training as the calendar shows it: one hour long, titled with the customer and status, and
 * for a trial session whose visitor answered "yes" to a PAR-Q question, that health flag.
 */
export interface TrainingEvent {
  id: string;
  title: string;
  healthFlag: boolean;
  start: Date;
  end: Date;
  training: Training;
}

const sessionMs = 60 * 60 * 1000;

/**
 * The customer and the status in words, so a late cancel reads as one without its colour, and
 * the health flag in words after them.
 */
export function eventTitle(training: Training, healthFlag = false): string {
  const status =
    training.status !== 'late-cancelled'
      ? training.status
      : training.lateCancelWaived
        ? lateCancelLabels.waivedStatus
        : lateCancelLabels.status;
  const title = `${training.customerID.name} (${status})`;
  return healthFlag ? `${title} · ${trialHealthFlagLabel}` : title;
}

/**
 * Calendar events for the trainings; ones with a missing or invalid date are left out (spec
 * section 5). `flaggedSessions`: ids of the trial sessions whose visitor answered a PAR-Q "yes".
 */
export function toCalendarEvents(
  trainings: Training[],
  flaggedSessions: readonly string[] = [],
): TrainingEvent[] {
  return trainings.flatMap((training) => {
    const start = new Date(training.dateOfTraining);
    if (Number.isNaN(start.getTime())) return [];
    const healthFlag = flaggedSessions.includes(training._id);
    return [
      {
        id: training._id,
        title: eventTitle(training, healthFlag),
        healthFlag,
        start,
        end: new Date(start.getTime() + sessionMs),
        training,
      },
    ];
  });
}
