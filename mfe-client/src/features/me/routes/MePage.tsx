import { useRef, useState, type ReactNode, type Ref } from 'react';
import type { MyTraining } from '@studio/contracts/my-trainings';
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
import { BookSessionPanel } from '../components/BookSessionPanel';
import { BookingRequestList } from '../components/BookingRequestList';
import { PastSessions } from '../components/PastSessions';
import { MyDataPanel } from '../components/MyDataPanel';
import { MyProgress } from '../components/MyProgress';
import { PaymentList } from '../components/PaymentList';
import { RequestSessionForm } from '../components/RequestSessionForm';
import { StudioContactCard } from '../components/StudioContactCard';
import { UpcomingSessions } from '../components/UpcomingSessions';
import '../me.css';
import { Page } from '@studio/shell-kit/ui/Page';

function Section({
  id,
  title,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="me-section" aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /me (customers): balance and next expiry, upcoming sessions with Move and Cancel, booking an
 * open time (issue 26), a session request for other times, requests made, past sessions,
 * payments, their data (download, stop mail) and the studio's contact. Each section loads (and fails)
 * on its own, so one slow service never blanks the page. Phone first: one column.
 */
export function MePage() {
  const user = useSessionUser();
  const customer = useMyCustomerQuery();
  const trainings = useMyTrainingsQuery();
  const requests = useMyBookingRequestsQuery();
  const payments = useMyPaymentsQuery();
  const contact = useStudioContactQuery();
  const [moving, setMoving] = useState<MyTraining | null>(null);
  const bookingHeading = useRef<HTMLHeadingElement>(null);

  const startMoving = (training: MyTraining) => {
    setMoving(training);
    // The times to move to are in the booking section: take keyboard and reader there.
    bookingHeading.current?.focus();
  };

  return (
    <Page
      title={messages.meTitle}
      intro={user && `Hello, ${user.name}`}
      width="narrow"
      className="me-page"
    >
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
        {trainings.data && (
          <UpcomingSessions trainings={trainings.data.upcoming} onMove={startMoving} />
        )}
      </Section>

      <Section id="me-book" title="Book a session" headingRef={bookingHeading}>
        <BookSessionPanel moving={moving} onStopMoving={() => setMoving(null)} />
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

      <Section id="me-progress" title="My progress">
        <MyProgress />
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

      <Section id="me-data" title="Your data">
        {customer.data && <MyDataPanel customer={customer.data} />}
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
    </Page>
  );
}
