import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { useMemo } from 'react';
import { useTrainerPayReportQuery } from '../../../api/reports-api';
import { formatMonthYear } from '../../../lib/format-dates';
import { formatCents } from '../../../lib/format-money';
import { recentMonthRange } from '../../../lib/month-range';

/** This month and the two before it. */
const monthsShown = 3;

/** The signed-in trainer's own pay: completed sessions × their rate, per month (the server only ever gives their own). */
export function TrainerPaySummary() {
  const range = useMemo(() => recentMonthRange(new Date(), monthsShown), []);
  const pay = useTrainerPayReportQuery(range);
  return (
    <section className="trainer-pay" aria-labelledby="trainer-pay-heading">
      <h2 id="trainer-pay-heading">My Pay</h2>
      {pay.error ? (
        <ErrorMessage
          message="Your pay summary could not be loaded."
          detail={serverErrorMessage(pay.error) ?? 'Please try again later.'}
        />
      ) : !pay.data ? (
        <p role="status">Loading your pay…</p>
      ) : (
        <table className="scheduling-table">
          <caption>Pay per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Completed sessions</th>
              <th scope="col">Pay</th>
            </tr>
          </thead>
          <tbody>
            {pay.data.totals
              .slice()
              .reverse()
              .map((total) => (
                <tr key={total.month}>
                  <th scope="row">{formatMonthYear(total.month)}</th>
                  <td>{total.completedSessions}</td>
                  <td>{formatCents(total.amountCents)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {pay.data?.rows.some((row) => row.ratePerSessionCents === null) && (
        <p>
          Some sessions have no rate set yet; ask an admin to set your rate on the Trainers screen.
        </p>
      )}
    </section>
  );
}
