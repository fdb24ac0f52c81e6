import type { User } from '@studio/contracts/auth';
import { formatShortDate } from '@studio/shell-kit/dates';

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
              <button
                type="button"
                className="table-button"
                aria-label={`Approve ${user.name}`}
                disabled={decidingId === user._id}
                onClick={() => onDecide(user, 'approve')}
              >
                Approve
              </button>
              <button
                type="button"
                className="table-button table-button-danger"
                aria-label={`Reject ${user.name}`}
                disabled={decidingId === user._id}
                onClick={() => onDecide(user, 'reject')}
              >
                Reject
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
