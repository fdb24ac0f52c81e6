import { useId, useState, type FormEvent } from 'react';
import type { BookingRequest } from '@studio/contracts/booking-requests';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { labels, requestLabels } from '../../../config/messages';
import { formatDateTime } from '../../../lib/format-dates';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { TextAreaField } from '@studio/shell-kit/ui/TextAreaField';

/** What answering came to: done, or the server's reason (`conflict`: the hour is taken). */
export type AnswerOutcome = { ok: true } | { ok: false; error: string; conflict: boolean };

interface Props {
  requests: BookingRequest[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Show each request's trainer (an admin sees every trainer's requests). */
  showTrainer: boolean;
  onRetry: () => void;
  onAccept: (request: BookingRequest, allowConflict: boolean) => Promise<AnswerOutcome>;
  onDecline: (request: BookingRequest, message: string) => Promise<AnswerOutcome>;
}

type Dialog =
  | { kind: 'conflict'; request: BookingRequest; error: string }
  | { kind: 'decline'; request: BookingRequest };

/**
 * Pending booking requests of the trainer's customers, soonest first: Accept books the session
 * (a conflict opens a dialog with the reason and "Book anyway", as booking does), Decline asks for
 * the message the customer will read.
 */
export function BookingRequestsPanel(props: Props) {
  const { requests, loading, failed, showTrainer, onRetry, onAccept, onDecline } = props;
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ id: string; error: string } | null>(null);
  const pending = (requests ?? []).filter((request) => request.status === 'pending');

  const accept = async (request: BookingRequest) => {
    setBusyId(request._id);
    setRowError(null);
    const outcome = await onAccept(request, false);
    setBusyId(null);
    if (outcome.ok) return;
    if (outcome.conflict) setDialog({ kind: 'conflict', request, error: outcome.error });
    else setRowError({ id: request._id, error: outcome.error });
  };

  return (
    <section className="booking-requests-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{requestLabels.heading}</h2>
      {loading && <p role="status">{requestLabels.loading}</p>}
      {failed && (
        <>
          <ErrorMessage message={requestLabels.loadFailed} />
          <Button onClick={onRetry}>{requestLabels.retry}</Button>
        </>
      )}
      {!loading && !failed && pending.length === 0 && <p>{requestLabels.none}</p>}
      {pending.length > 0 && (
        <ul className="booking-requests">
          {pending.map((request) => {
            const when = formatDateTime(request.dateOfTraining);
            const who = `${request.customerID.name}, ${when}`;
            return (
              <li key={request._id} className="booking-request">
                <p>
                  <strong>{request.customerID.name}</strong> asks for{' '}
                  <time dateTime={request.dateOfTraining}>{when}</time>
                  {showTrainer && <> with {request.trainerID.name}</>}
                </p>
                {request.note && <p className="booking-request-note">“{request.note}”</p>}
                {rowError?.id === request._id && <ErrorMessage message={rowError.error} />}
                <FormActions>
                  <Button
                    variant="primary"
                    aria-label={`${requestLabels.accept}: ${who}`}
                    disabled={busyId === request._id}
                    onClick={() => void accept(request)}
                  >
                    {requestLabels.accept}
                  </Button>
                  <Button
                    aria-label={`${requestLabels.decline}: ${who}`}
                    disabled={busyId === request._id}
                    onClick={() => setDialog({ kind: 'decline', request })}
                  >
                    {requestLabels.decline}
                  </Button>
                </FormActions>
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === 'conflict' && (
        <AcceptConflictDialog
          error={dialog.error}
          onBookAnyway={() => onAccept(dialog.request, true)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'decline' && (
        <DeclineRequestDialog
          request={dialog.request}
          onDecline={(message) => onDecline(dialog.request, message)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

function AcceptConflictDialog(props: {
  error: string;
  onBookAnyway: () => Promise<AnswerOutcome>;
  onClose: () => void;
}) {
  const [error, setError] = useState(props.error);
  const [saving, setSaving] = useState(false);
  const bookAnyway = async () => {
    setSaving(true);
    const outcome = await props.onBookAnyway();
    setSaving(false);
    if (outcome.ok) props.onClose();
    else setError(outcome.error);
  };
  return (
    <Modal title={requestLabels.conflictTitle} onClose={props.onClose}>
      <ErrorMessage message={error} />
      <FormActions>
        <Button variant="primary" disabled={saving} onClick={() => void bookAnyway()}>
          {labels.bookAnyway}
        </Button>
        <Button onClick={props.onClose}>{requestLabels.cancel}</Button>
      </FormActions>
    </Modal>
  );
}

function DeclineRequestDialog(props: {
  request: BookingRequest;
  onDecline: (message: string) => Promise<AnswerOutcome>;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Write a few words for the customer.');
      return;
    }
    setSaving(true);
    const outcome = await props.onDecline(message.trim());
    setSaving(false);
    if (outcome.ok) props.onClose();
    else setError(outcome.error);
  };
  return (
    <Modal title={requestLabels.declineTitle} onClose={props.onClose}>
      <form className="training-form" onSubmit={(event) => void submit(event)}>
        <p>
          {props.request.customerID.name} asked for {formatDateTime(props.request.dateOfTraining)}.
        </p>
        <TextAreaField
          label={requestLabels.declineMessage}
          required
          maxLength={500}
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <ErrorMessage message={error} />
        <FormActions>
          <Button variant="primary" type="submit" disabled={saving}>
            {requestLabels.declineSubmit}
          </Button>
          <Button onClick={props.onClose}>{requestLabels.cancel}</Button>
        </FormActions>
      </form>
    </Modal>
  );
}
