import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { useTrainingSummaryQuery } from '../../../api/training-stats-api';
import { labels } from '../../../config/messages';
import { BookingRequestsPanel } from '../components/BookingRequestsPanel';
import { ScheduleCalendar } from '../components/ScheduleCalendar';
import { ScheduleFilters } from '../components/ScheduleFilters';
import { TrainingDialog } from '../components/TrainingDialog';
import { TrainingStatsPanel } from '../components/TrainingStatsPanel';
import { useBookingRequestAnswers } from '../hooks/use-booking-request-answers';
import { useCalendarTrainings } from '../hooks/use-calendar-trainings';
import { usePageNotices } from '../hooks/use-page-notices';
import { useScheduleFilters } from '../hooks/use-schedule-filters';
import { useTrainingDialog } from '../hooks/use-training-dialog';
import '../trainings.css';
import { Page } from '@studio/shell-kit/ui/Page';

/** /trainings: the training schedule (filters, the selection's stats, requests, the calendar and its dialogs). */
export function TrainingsPage() {
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  const filters = useScheduleFilters();
  const calendar = useCalendarTrainings({
    trainerId: filters.trainerId,
    customerId: filters.customerId,
    // Whose hours shade the calendar: the trainer's own, or the trainer an admin filtered on.
    hoursOf: isAdmin ? filters.trainerId : (user?._id ?? ''),
  });
  const stats = useTrainingSummaryQuery({
    customerId: filters.customerId || undefined,
    trainerId: filters.trainerId || undefined,
  });
  const notices = usePageNotices();
  const trainings = useTrainingDialog(filters.customer, notices);
  const requests = useBookingRequestAnswers((message) => {
    trainings.close();
    notices.succeed(message);
  });

  return (
    <Page title="Training Schedule" className="trainings-page">
      <SuccessBanner message={notices.banner} onDismiss={notices.dismissBanner} />
      <ErrorMessage message={notices.pageError} />
      <ScheduleFilters
        showTrainerFilter={isAdmin}
        trainer={filters.trainer}
        customer={filters.customer}
        onTrainerChange={filters.chooseTrainer}
        onCustomerChange={filters.chooseCustomer}
        onClear={filters.clear}
      />
      <TrainingStatsPanel
        title={`Training stats: ${filters.customer?.name ?? labels.allCustomers}`}
        stats={stats.data}
      />
      <BookingRequestsPanel
        requests={requests.requests}
        loading={requests.loading}
        failed={requests.failed}
        showTrainer={isAdmin}
        onRetry={requests.retry}
        onAccept={requests.accept}
        onDecline={requests.decline}
      />
      <ScheduleCalendar
        calendar={calendar}
        onCreate={trainings.openCreate}
        onOpen={(event) => trainings.openEdit(event.training)}
        onMove={(event, start) => void trainings.moveByDrag(event, start)}
      />
      {trainings.dialog && (
        <TrainingDialog
          dialog={trainings.dialog}
          onSave={trainings.save}
          onDelete={(training) => void trainings.remove(training)}
          onClaim={(training) => void trainings.claim(training)}
          onWaive={trainings.waive}
          onClose={trainings.close}
        />
      )}
    </Page>
  );
}
