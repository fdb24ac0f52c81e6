import type { User } from '@studio/contracts/auth';
import { formatShortDate } from '@studio/shell-kit/dates';
import { Button } from '@studio/shell-kit/ui/Button';

interface Props {
  registrations: readonly User[];
  /** The account whose decision is on its way to the server; its buttons wait. */
  decidingId: string | null;
  onDecide: (user: User, decision: 'approve' | 'reject') => void;
}

/** Trainers who registered themselves and wait for an admin: approve or reject each. */
export function PendingRegistrations({ registrations, decidingId, onDecide }: Props) {
  if (registrations.length === 0) return null;
  return (
    <section className="pending-registrations" aria-labelledby="pending-registrations-title">
      <h2 id="pending-registrations-title">Waiting for approval ({registrations.length})</h2>
      <ul>
        {registrations.map((user) => (
          <li key={user._id}>
            <span className="pending-registration-who">
              <strong>{user.name}</strong> {user.email}
            </span>
            <span className="pending-registration-date">
              Registered {formatShortDate(user.dateCreated)}
            </span>
            <span className="pending-registration-actions">
              <Button
                size="sm"
                aria-label={`Approve ${user.name}`}
                disabled={decidingId === user._id}
                onClick={() => onDecide(user, 'approve')}
              >
                Approve
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={`Reject ${user.name}`}
                disabled={decidingId === user._id}
                onClick={() => onDecide(user, 'reject')}
              >
                Reject
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
