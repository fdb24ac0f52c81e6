import { lazy, Suspense, useMemo, useState } from 'react';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import type { Training } from '@studio/contracts/training';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { useAvailabilityQuery } from '../../../api/availability-api';
import type { BookingRequest } from '@studio/contracts/booking-requests';
import {
  useAcceptBookingRequestMutation,
  useBookingRequestsQuery,
  useDeclineBookingRequestMutation,
} from '../../../api/booking-requests-api';
import type { CustomerOption } from '../../../api/customer-options-api';
import { useTrainingSummaryQuery } from '../../../api/training-stats-api';
import {
  useClaimTrainingMutation,
  useCreateTrainingMutation,
  useDeleteTrainingMutation,
  useTrainingsInRangeQuery,
  useUpdateTrainingMutation,
  useWaiveLateCancelMutation,
} from '../../../api/trainings-api';
import { trainingsPerRange } from '../../../config/limits';
import {
  labels,
  lateCancelLabels,
  messages,
  rangeNotices,
  requestLabels,
} from '../../../config/messages';
import { BookingRequestsPanel, type AnswerOutcome } from '../components/BookingRequestsPanel';
import { CalendarLegend } from '../components/CalendarLegend';
import { LateCancelledTrainingModal } from '../components/LateCancelledTrainingModal';
import { MonthJump } from '../components/MonthJump';
import { ScheduleFilters } from '../components/ScheduleFilters';
import {
  TrainingModal,
  type SaveOutcome,
  type TrainingFormValues,
} from '../components/TrainingModal';
import { TrainingStatsPanel } from '../components/TrainingStatsPanel';
import { toCalendarEvents, type TrainingEvent } from '../utils/calendar-events';
import { isClaimable } from '../utils/claimable';
import { fromDateTimeLocal, toDateTimeLocal } from '../utils/datetime-local';
import { visibleRange, type CalendarView } from '../utils/visible-range';
import '../trainings.css';

const TrainingCalendar = lazy(() => import('../components/TrainingCalendar'));

type ModalState =
  | { mode: 'create'; initial: TrainingFormValues }
  | { mode: 'late-cancelled'; training: Training }
  | { mode: 'edit'; training: Training; initial: TrainingFormValues; initialOutcome?: SaveOutcome };

type MutationResult = { error?: Parameters<typeof serverErrorMessage>[0] } | { data: unknown };

function outcomeOf(result: MutationResult): SaveOutcome & AnswerOutcome {
  if (!('error' in result) || !result.error) return { ok: true };
  const status = 'status' in result.error ? result.error.status : undefined;
  return {
    ok: false,
    error: serverErrorMessage(result.error) ?? messages.saveFailed,
    conflict: status === 409,
  };
}

/** /trainings: the training schedule (filters, the selection's stats, the calendar and its modal). */
export function TrainingsPage() {
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  const [trainer, setTrainer] = useState<TrainerOption | null>(null);
  const trainerId = trainer?._id ?? '';
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const customerId = customer?._id ?? '';
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState(() => new Date());
  const [modal, setModal] = useState<ModalState | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);

  const range = useMemo(() => visibleRange(view, date), [view, date]);
  // The server filters the range; a whole chain's busy week is capped, with a notice.
  const trainings = useTrainingsInRangeQuery({
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    limit: String(trainingsPerRange),
    ...(trainerId ? { trainerId } : {}),
    ...(customerId ? { customerId } : {}),
  });
  // Whose hours shade the calendar: the trainer's own, or the trainer an admin filtered on.
  const hoursOf = isAdmin ? trainerId : (user?._id ?? '');
  const workingHours = useAvailabilityQuery(hoursOf, { skip: !hoursOf });
  const stats = useTrainingSummaryQuery({
    customerId: customerId || undefined,
    trainerId: trainerId || undefined,
  });
  const [createTraining] = useCreateTrainingMutation();
  const [updateTraining] = useUpdateTrainingMutation();
  const [deleteTraining] = useDeleteTrainingMutation();
  const [claimTraining] = useClaimTrainingMutation();
  const [waiveLateCancel] = useWaiveLateCancelMutation();
  const bookingRequests = useBookingRequestsQuery();
  const [acceptBookingRequest] = useAcceptBookingRequestMutation();
  const [declineBookingRequest] = useDeclineBookingRequestMutation();

  const events = useMemo(() => toCalendarEvents(trainings.data?.items ?? []), [trainings.data]);
  const overCap = Boolean(trainings.data?.nextCursor);

  const close = () => setModal(null);
  const succeed = (message: string) => {
    setModal(null);
    setPageError(null);
    setBanner(message);
  };

  const openCreate = (start: Date) =>
    setModal({
      mode: 'create',
      initial: { customer, dateTimeLocal: toDateTimeLocal(start), repeatWeeks: 1 },
    });

  const openEdit = (
    training: Training,
    at = new Date(training.dateOfTraining),
    initialOutcome?: SaveOutcome,
  ) =>
    training.status === 'late-cancelled'
      ? setModal({ mode: 'late-cancelled', training })
      : setModal({
          mode: 'edit',
          training,
          initial: {
            customer: {
              _id: training.customerID._id,
              name: training.customerID.name,
              trainerID: training.trainerID._id,
            },
            dateTimeLocal: toDateTimeLocal(at),
            repeatWeeks: 1,
          },
          initialOutcome,
        });

  const save = async (values: TrainingFormValues, allowConflict: boolean): Promise<SaveOutcome> => {
    const at = fromDateTimeLocal(values.dateTimeLocal);
    if (!at || !values.customer)
      return { ok: false, error: 'Choose a customer and a date and time.', conflict: false };
    const fields = {
      customerID: values.customer._id,
      dateOfTraining: at.toISOString(),
      ...(allowConflict ? { allowConflict } : {}),
    };
    if (modal?.mode === 'edit') {
      const outcome = outcomeOf(
        await updateTraining({
          id: modal.training._id,
          body: { ...fields, status: modal.training.status },
        }),
      );
      if (outcome.ok) succeed(messages.updated);
      return outcome;
    }
    const repeat = values.repeatWeeks > 1 ? { repeatWeeks: values.repeatWeeks } : {};
    const outcome = outcomeOf(await createTraining({ ...fields, status: 'scheduled', ...repeat }));
    if (outcome.ok) succeed(messages.scheduled);
    return outcome;
  };

  const moveByDrag = async (event: TrainingEvent, start: Date) => {
    const { training } = event;
    const result = await updateTraining({
      id: training._id,
      body: {
        customerID: training.customerID._id,
        dateOfTraining: start.toISOString(),
        status: training.status,
      },
    });
    const outcome = outcomeOf(result);
    if (outcome.ok) setBanner(messages.updated);
    // A refused move opens the training at the new time with the reason, so it can be booked anyway.
    else openEdit(training, start, outcome);
  };

  const remove = async (training: Training) => {
    const result = await deleteTraining(training._id);
    if ('error' in result) {
      console.error('Deleting the training failed', result.error);
      return;
    }
    succeed(messages.deleted);
  };

  const claim = async (training: Training) => {
    const result = await claimTraining(training._id);
    if ('error' in result) {
      console.error('Claiming the training failed', result.error);
      setModal(null);
      setPageError(messages.claimFailed);
      return;
    }
    succeed(messages.claimed);
  };

  const waive = async (training: Training): Promise<string | null> => {
    const outcome = outcomeOf(await waiveLateCancel(training._id));
    if (!outcome.ok) return outcome.error ?? lateCancelLabels.waiveFailed;
    succeed(lateCancelLabels.waived);
    return null;
  };

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

  if (trainings.error) console.error('Loading trainings failed', trainings.error);

  return (
    <div className="trainings-page">
      <h1>Training Schedule</h1>
      <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      <ErrorMessage message={pageError} />
      <ScheduleFilters
        showTrainerFilter={isAdmin}
        trainer={trainer}
        customer={customer}
        onTrainerChange={(chosen) => {
          setTrainer(chosen);
          setCustomer(null);
        }}
        onCustomerChange={setCustomer}
        onClear={() => {
          setTrainer(null);
          setCustomer(null);
        }}
      />
      <TrainingStatsPanel
        title={`Training stats: ${customer?.name ?? labels.allCustomers}`}
        stats={stats.data}
      />
      <BookingRequestsPanel
        requests={bookingRequests.data}
        loading={bookingRequests.isLoading}
        failed={Boolean(bookingRequests.error)}
        showTrainer={isAdmin}
        onRetry={() => void bookingRequests.refetch()}
        onAccept={accept}
        onDecline={decline}
      />
      <div className="calendar-toolbar">
        <MonthJump
          date={date}
          onJump={(month) => {
            setDate(month);
            setView('month');
          }}
        />
        <button type="button" className="button-primary" onClick={() => openCreate(new Date())}>
          {labels.scheduleTraining}
        </button>
      </div>
      {overCap && (
        <p className="range-notice" role="status">
          {rangeNotices.overCap}
        </p>
      )}
      <Suspense fallback={<p>Loading calendar…</p>}>
        <TrainingCalendar
          events={events}
          date={date}
          view={view}
          onNavigate={setDate}
          onView={setView}
          onSelectSlot={openCreate}
          onSelectEvent={(event) => openEdit(event.training)}
          onEventDrop={(event, start) => void moveByDrag(event, start)}
          workingHours={workingHours.data}
        />
      </Suspense>
      <CalendarLegend />
      {modal?.mode === 'late-cancelled' && (
        <LateCancelledTrainingModal
          key={modal.training._id}
          training={modal.training}
          onWaive={() => waive(modal.training)}
          onDelete={() => void remove(modal.training)}
          onClose={close}
        />
      )}
      {modal && modal.mode !== 'late-cancelled' && (
        <TrainingModal
          key={modal.mode === 'edit' ? modal.training._id : 'new'}
          mode={modal.mode}
          initial={modal.initial}
          initialOutcome={modal.mode === 'edit' ? modal.initialOutcome : undefined}
          claimable={modal.mode === 'edit' && isClaimable(modal.training, new Date())}
          onSubmit={save}
          onDelete={modal.mode === 'edit' ? () => void remove(modal.training) : undefined}
          onClaim={modal.mode === 'edit' ? () => void claim(modal.training) : undefined}
          onClose={close}
        />
      )}
    </div>
  );
}
