import type { BookingRequest } from '@studio/contracts/booking-requests';
import {
  useAcceptBookingRequestMutation,
  useBookingRequestsQuery,
  useDeclineBookingRequestMutation,
} from '../../../api/booking-requests-api';
import { requestLabels } from '../../../config/messages';
import type { AnswerOutcome } from '../components/BookingRequestsPanel';
import { outcomeOf } from '../utils/mutation-outcome';

/** The pending booking requests, and staff's accept (or book anyway) and decline. */
export function useBookingRequestAnswers(succeed: (message: string) => void) {
  const requests = useBookingRequestsQuery();
  const [acceptBookingRequest] = useAcceptBookingRequestMutation();
  const [declineBookingRequest] = useDeclineBookingRequestMutation();

  const accept = async (
    request: BookingRequest,
    allowConflict: boolean,
  ): Promise<AnswerOutcome> => {
    const outcome = outcomeOf(
      await acceptBookingRequest({ id: request._id, ...(allowConflict ? { allowConflict } : {}) }),
    );
    if (outcome.ok) succeed(requestLabels.accepted);
    return outcome.ok
      ? outcome
      : { ...outcome, error: outcome.error || requestLabels.answerFailed };
  };

  const decline = async (request: BookingRequest, message: string): Promise<AnswerOutcome> => {
    const outcome = outcomeOf(await declineBookingRequest({ id: request._id, message }));
    if (outcome.ok) succeed(requestLabels.declined);
    return outcome;
  };

  return {
    requests: requests.data,
    loading: requests.isLoading,
    failed: Boolean(requests.error),
    retry: () => void requests.refetch(),
    accept,
    decline,
  };
}
