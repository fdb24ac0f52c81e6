import { formatDate, formatTime } from '../../../lib/business-time';
import { messages } from '../../../config/messages';
import type { BookingRequest } from '@studio/contracts/booking-requests';

const statusLabels: Record<BookingRequest['status'], string> = {
  pending: 'Waiting for your trainer',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The customer's requests with their trainer's answer. */
export function BookingRequestList({ requests }: { requests: BookingRequest[] }) {
  if (requests.length === 0) return <p>{messages.noRequests}</p>;
  return (
    <ul className="me-list">
      {requests.map((request) => (
        <li key={request._id} className="me-list-item">
          <div>
            <p className="me-item-title">
              {formatDate(request.dateOfTraining)} at {formatTime(request.dateOfTraining)}
            </p>
            {request.note && <p>Your note: {request.note}</p>}
            {request.message && <p>Your trainer: {request.message}</p>}
          </div>
          <span className={`me-status me-status-${request.status}`}>
            {statusLabels[request.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
