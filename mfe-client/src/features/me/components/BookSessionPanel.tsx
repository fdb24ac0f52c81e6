import { useMemo, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { MyTraining } from '@studio/contracts/my-trainings';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { businessToday } from '@studio/shell-kit/dates';
import { Button } from '@studio/shell-kit/ui/Button';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { RadioGroup } from '@studio/shell-kit/ui/RadioGroup';
import { messages } from '../../../config/messages';
import { formatDate, formatPlainDate, formatTime } from '../../../lib/business-time';
import { addCalendarDays, slotDays } from '../../../lib/slot-days';
import {
  useBookMyTrainingMutation,
  useMySlotsQuery,
  useRescheduleMyTrainingMutation,
} from '../api/slots-api';

/** Four weeks of open times: the studio's booking window is 30 days by default. */
const daysShown = 28;

const slotKey = (slot: { start: string; trainer: { _id: string } }) =>
  `${slot.trainer._id}|${slot.start}`;

const wasTaken = (error: FetchBaseQueryError | SerializedError | undefined) =>
  !!error && 'status' in error && error.status === 409;

const when = (iso: string) => `${formatDate(iso)} at ${formatTime(iso)}`;

/**
 * "Book a session": the days of the next four weeks that have open times, one tap to pick a
 * time, one to confirm. With `moving` it moves that session instead. A time taken meanwhile says
 * so and the list is fetched again.
 */
export function BookSessionPanel({
  moving,
  onStopMoving,
}: {
  moving: MyTraining | null;
  onStopMoving: () => void;
}) {
  const from = businessToday();
  const slots = useMySlotsQuery({ from, to: addCalendarDays(from, daysShown - 1) });
  const [book, booking] = useBookMyTrainingMutation();
  const [reschedule, rescheduling] = useRescheduleMyTrainingMutation();
  const days = useMemo(() => slotDays(slots.data?.slots ?? []), [slots.data]);
  const [day, setDay] = useState('');
  const [chosen, setChosen] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; reason?: string } | null>(null);

  const shownDay = days.find((candidate) => candidate.date === day) ?? days[0];
  const slot = shownDay?.slots.find((candidate) => slotKey(candidate) === chosen);
  const busy = booking.isLoading || rescheduling.isLoading;

  const confirm = async () => {
    if (!slot) return;
    setFailure(null);
    setOutcome(null);
    const result = moving
      ? await reschedule({ id: moving._id, start: slot.start })
      : await book({ start: slot.start, trainerId: slot.trainer._id });
    if ('error' in result) {
      const failed = moving ? messages.movingFailed : messages.bookingFailed;
      const reason = serverErrorMessage(result.error);
      if (wasTaken(result.error)) {
        setChosen('');
        void slots.refetch();
        setFailure({
          message: failed,
          reason: `${reason ?? ''} ${messages.slotTakenRefreshed}`.trim(),
        });
      } else {
        setFailure({ message: failed, reason });
      }
      return;
    }
    setChosen('');
    setOutcome(
      moving
        ? messages.moved(when(result.data.dateOfTraining))
        : messages.booked(when(result.data.dateOfTraining), result.data.trainer.name),
    );
    if (moving) onStopMoving();
  };

  return (
    <div className="me-booking">
      {moving && (
        <div className="me-moving">
          <p>{messages.moving(when(moving.dateOfTraining))}</p>
          <Button variant="quiet" onClick={onStopMoving}>
            Keep the current time
          </Button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {outcome && <p className="me-notice">{outcome}</p>}
        {slots.isFetching && <p>{messages.slotsLoading}</p>}
      </div>
      <ErrorMessage message={failure?.message} detail={failure?.reason} />
      {slots.error && (
        <>
          <ErrorMessage message={messages.slotsFailed} detail={serverErrorMessage(slots.error)} />
          <Button variant="quiet" onClick={() => void slots.refetch()}>
            {messages.tryAgain}
          </Button>
        </>
      )}
      {slots.data && days.length === 0 && <p>{messages.noSlots}</p>}
      {shownDay && (
        <>
          <RadioGroup
            legend={messages.chooseDay}
            name="booking-day"
            className="me-slot-choices"
            value={shownDay.date}
            onChange={(date) => {
              setDay(date);
              setChosen('');
            }}
            choices={days.map((candidate) => ({
              value: candidate.date,
              label: formatPlainDate(candidate.date),
            }))}
          />
          <RadioGroup
            legend={`${messages.chooseTime} on ${formatPlainDate(shownDay.date)}`}
            name="booking-time"
            className="me-slot-choices"
            value={chosen}
            onChange={setChosen}
            choices={shownDay.slots.map((candidate) => ({
              value: slotKey(candidate),
              label: `${formatTime(candidate.start)} with ${candidate.trainer.name}`,
            }))}
          />
          <FormActions>
            <Button variant="primary" disabled={!slot || busy} onClick={() => void confirm()}>
              {slot
                ? `${moving ? 'Move to' : 'Book'} ${when(slot.start)}`
                : moving
                  ? 'Choose a new time'
                  : 'Choose a time to book'}
            </Button>
          </FormActions>
        </>
      )}
    </div>
  );
}
