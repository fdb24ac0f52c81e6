import { useState } from 'react';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { formatDate, formatTime } from '../../../lib/business-time';
import { messages } from '../../../config/messages';
import type { MyTraining } from '@studio/contracts/my-trainings';
import { SessionWhen } from './SessionWhen';
import { useCancelMyTrainingMutation } from '../api/my-trainings-api';
import { CancelSessionDialog } from './CancelSessionDialog';
import { Button } from '@studio/shell-kit/ui/Button';

/**
 * The customer's coming sessions, each with a Cancel that asks first and, while a cancel would not
 * be late, a Move that picks a new open time.
 */
export function UpcomingSessions({
  trainings,
  onMove,
}: {
  trainings: MyTraining[];
  onMove: (training: MyTraining) => void;
}) {
  const [cancelMyTraining, { isLoading }] = useCancelMyTrainingMutation();
  const [confirming, setConfirming] = useState<MyTraining | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; reason?: string } | null>(null);

  const cancel = async (training: MyTraining) => {
    setFailure(null);
    const result = await cancelMyTraining(training._id);
    setConfirming(null);
    if ('error' in result) {
      setFailure({ message: messages.cancelFailed, reason: serverErrorMessage(result.error) });
      return;
    }
    setOutcome(result.data.message);
  };

  return (
    <>
      {/* Stays until the next cancel: it says whether a session was taken from the balance. */}
      <div role="status" aria-live="polite">
        {outcome && <p className="me-notice">{outcome}</p>}
      </div>
      <ErrorMessage message={failure?.message} detail={failure?.reason} />
      {trainings.length === 0 ? (
        <p>{messages.noUpcoming}</p>
      ) : (
        <ul className="me-list">
          {trainings.map((training) => (
            <li key={training._id} className="me-list-item">
              <SessionWhen training={training} />
              {!training.lateIfCancelledNow && (
                <Button
                  aria-label={`Move the session on ${formatDate(training.dateOfTraining)} at ${formatTime(training.dateOfTraining)}`}
                  onClick={() => onMove(training)}
                >
                  Move
                </Button>
              )}
              <Button
                aria-label={`Cancel the session on ${formatDate(training.dateOfTraining)} at ${formatTime(training.dateOfTraining)}`}
                onClick={() => setConfirming(training)}
              >
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <CancelSessionDialog
          training={confirming}
          cancelling={isLoading}
          onConfirm={() => void cancel(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
