import type { MyTraining } from '@studio/contracts/my-trainings';
import { formatDate, formatTime } from '../../../lib/business-time';

/** A session's day, time and trainer, as the lists on /me show them. */
export function SessionWhen({ training }: { training: MyTraining }) {
  return (
    <div>
      <p className="me-item-title">{formatDate(training.dateOfTraining)}</p>
      <p>
        {formatTime(training.dateOfTraining)} with {training.trainer.name}
      </p>
    </div>
  );
}
