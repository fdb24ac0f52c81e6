import { lateCancelLabels } from '../../../config/messages';
import type { Training } from '@studio/contracts/training';

/** A training as the calendar shows it: one hour long, titled with the customer and status. */
export interface TrainingEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  training: Training;
}

const sessionMs = 60 * 60 * 1000;

/** The customer and the status in words, so a late cancel reads as one without its colour. */
export function eventTitle(training: Training): string {
  if (training.status !== 'late-cancelled')
    return `${training.customerID.name} (${training.status})`;
  const status = training.lateCancelWaived
    ? lateCancelLabels.waivedStatus
    : lateCancelLabels.status;
  return `${training.customerID.name} (${status})`;
}

/** Calendar events for the trainings; ones with a missing or invalid date are left out (spec section 5). */
export function toCalendarEvents(trainings: Training[]): TrainingEvent[] {
  return trainings.flatMap((training) => {
    const start = new Date(training.dateOfTraining);
    if (Number.isNaN(start.getTime())) return [];
    return [
      {
        id: training._id,
        title: eventTitle(training),
        start,
        end: new Date(start.getTime() + sessionMs),
        training,
      },
    ];
  });
}
