import type { ReactNode } from 'react';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { LoadState } from '../../../components/LoadState';
import { messages } from '../../../config/messages';
import {
  useMyCustomerQuery,
  useMyPaymentsQuery,
  useStudioContactQuery,
} from '../api/my-account-api';
import { useMyBookingRequestsQuery } from '../api/booking-requests-api';
import { useMyTrainingsQuery } from '../api/my-trainings-api';
import { BalanceCard } from '../components/BalanceCard';
import { BookingRequestList } from '../components/BookingRequestList';
import { PastSessions } from '../components/PastSessions';
import { PaymentList } from '../components/PaymentList';
import { RequestSessionForm } from '../components/RequestSessionForm';
import { StudioContactCard } from '../components/StudioContactCard';
import { UpcomingSessions } from '../components/UpcomingSessions';
import '../me.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="me-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /me (customers): balance and next expiry, upcoming sessions with Cancel, a session request,
 * requests made, past sessions, payments and the studio's contact. Each section loads (and fails)
 * on its own, so one slow service never blanks the page. Phone first: one column.
 */
export function MePage() {
  const user = useSessionUser();
  const customer = useMyCustomerQuery();
  const trainings = useMyTrainingsQuery();
  const requests = useMyBookingRequestsQuery();
  const payments = useMyPaymentsQuery();
  const contact = useStudioContactQuery();

  return (
    <div className="me-page">
      <h1>{messages.meTitle}</h1>
      {user && <p className="me-greeting">Hello, {user.name}</p>}

      <Section id="me-balance" title="Sessions left">
        <LoadState
          isLoading={customer.isLoading}
          error={customer.error}
          failure={messages.balanceFailed}
          onRetry={() => void customer.refetch()}
        />
        {customer.data && <BalanceCard customer={customer.data} />}
      </Section>

      <Section id="me-upcoming" title="Upcoming sessions">
        <LoadState
          isLoading={trainings.isLoading}
          error={trainings.error}
          failure={messages.trainingsFailed}
          onRetry={() => void trainings.refetch()}
        />
        {trainings.data && <UpcomingSessions trainings={trainings.data.upcoming} />}
      </Section>

      <Section id="me-request" title="Request a session">
        <RequestSessionForm />
      </Section>

      <Section id="me-requests" title="Your session requests">
        <LoadState
          isLoading={requests.isLoading}
          error={requests.error}
          failure={messages.requestsFailed}
          onRetry={() => void requests.refetch()}
        />
        {requests.data && <BookingRequestList requests={requests.data} />}
      </Section>

      <Section id="me-past" title="Past sessions">
        <LoadState
          isLoading={trainings.isLoading}
          error={trainings.error}
          failure={messages.trainingsFailed}
          onRetry={() => void trainings.refetch()}
        />
        {trainings.data && <PastSessions trainings={trainings.data.past} />}
      </Section>

      <Section id="me-payments" title="Payments">
        <LoadState
          isLoading={payments.isLoading}
          error={payments.error}
          failure={messages.paymentsFailed}
          onRetry={() => void payments.refetch()}
        />
        {payments.data && <PaymentList payments={payments.data} />}
      </Section>

      <Section id="me-contact" title="Contact the studio">
        <LoadState
          isLoading={contact.isLoading}
          error={contact.error}
          failure={messages.contactFailed}
          onRetry={() => void contact.refetch()}
        />
        {contact.data && <StudioContactCard contact={contact.data} />}
      </Section>
    </div>
  );
}
