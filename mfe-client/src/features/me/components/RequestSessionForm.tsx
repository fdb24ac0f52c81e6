import { useState, type FormEvent } from 'react';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { placeOfTimeZone, useBusinessTime } from '@studio/shell-kit/business-time';
import { studioWallClockToIso } from '@studio/shell-kit/dates';
import { DateTimeField } from '@studio/shell-kit/ui/DateFields';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { TextAreaField } from '@studio/shell-kit/ui/TextAreaField';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { messages } from '../../../config/messages';
import { useRequestSessionMutation } from '../api/booking-requests-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

/** Asks the trainer for a session at a time the customer chooses (studio time), with a note. */
export function RequestSessionForm() {
  const { timeZone } = useBusinessTime();
  const [requestSession, { isLoading }] = useRequestSessionMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; reason?: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const dateOfTraining = studioWallClockToIso(String(form.get('dateOfTraining') ?? ''));
    if (!dateOfTraining || new Date(dateOfTraining).getTime() <= Date.now()) {
      setFailure({ message: messages.requestNeedsTime });
      return;
    }
    const note = String(form.get('note') ?? '').trim();
    setFailure(null);
    const result = await requestSession({ dateOfTraining, ...(note ? { note } : {}) });
    if ('error' in result) {
      setFailure({ message: messages.requestFailed, reason: serverErrorMessage(result.error) });
      return;
    }
    formElement.reset();
    setSent(messages.requestSent);
  };

  return (
    <form className="me-request-form" onSubmit={(event) => void submit(event)}>
      <SuccessBanner message={sent} onDismiss={() => setSent(null)} />
      <DateTimeField
        label={`Date and time (${placeOfTimeZone(timeZone)} time)`}
        name="dateOfTraining"
        required
      />
      <TextAreaField
        label="Note for your trainer (optional)"
        name="note"
        maxLength={500}
        rows={3}
      />
      <ErrorMessage message={failure?.message} detail={failure?.reason} />
      <FormActions>
        <Button variant="primary" type="submit" disabled={isLoading}>
          Request session
        </Button>
      </FormActions>
    </form>
  );
}
