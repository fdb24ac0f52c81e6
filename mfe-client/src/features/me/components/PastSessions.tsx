import { messages } from '../../../config/messages';
import type { MyTraining } from '@studio/contracts/my-trainings';
import { SessionWhen } from './SessionWhen';

const statusLabels: Record<MyTraining['status'], string> = {
  completed: 'Completed',
  scheduled: 'Awaiting confirmation',
  'late-cancelled': 'Late cancelled',
};

/** Sessions that have happened (or were cancelled late), newest first as the service sends them. */
export function PastSessions({ trainings }: { trainings: MyTraining[] }) {
  if (trainings.length === 0) return <p>{messages.noPast}</p>;
  return (
    <ul className="me-list">
      {trainings.map((training) => (
        <li key={training._id} className="me-list-item">
          <SessionWhen training={training} />
          <span className={`me-status me-status-${training.status}`}>
            {statusLabels[training.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
