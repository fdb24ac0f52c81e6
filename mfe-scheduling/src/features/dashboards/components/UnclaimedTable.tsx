import type { Training } from '@studio/contracts/training';
import { labels, messages } from '../../../config/messages';
import { formatDateTime } from '../../../lib/format-dates';
import { Button } from '@studio/shell-kit/ui/Button';

interface Props {
  trainings: Training[];
  busy: boolean;
  onClaim: (training: Training) => void;
  onDelete: (training: Training) => void;
}

/** 'Review Unclaimed Trainings:': each past scheduled training with Claim and Delete. */
export function UnclaimedTable({ trainings, busy, onClaim, onDelete }: Props) {
  if (trainings.length === 0) return <p className="unclaimed-empty">{messages.noUnclaimed}</p>;
  return (
    <table className="scheduling-table unclaimed-table">
      <caption>{labels.unclaimedHeading}</caption>
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Claim</th>
          <th scope="col">Delete</th>
        </tr>
      </thead>
      <tbody>
        {trainings.map((training) => (
          <tr key={training._id}>
            <td>
              {training.customerID.name}
              <br />
              <small>{formatDateTime(training.dateOfTraining)}</small>
            </td>
            <td>
              <Button
                size="sm"
                disabled={busy}
                aria-label={`${labels.claim} ${training.customerID.name} ${formatDateTime(training.dateOfTraining)}`}
                onClick={() => onClaim(training)}
              >
                {labels.claim}
              </Button>
            </td>
            <td>
              <Button
                variant="danger"
                size="sm"
                disabled={busy}
                aria-label={`${labels.delete} ${training.customerID.name} ${formatDateTime(training.dateOfTraining)}`}
                onClick={() => onDelete(training)}
              >
                {labels.delete}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
