import type { RetentionReport } from '@studio/contracts/reports';
import { formatDateTime } from '../../../lib/format-dates';

/** Customers with no completed session in the 90 days to the end of the range, latest gone first. */
export function LapsedCustomers({ customers }: { customers: RetentionReport['lapsedCustomers'] }) {
  if (customers.length === 0) return <p>No lapsed customers.</p>;
  return (
    <div className="report-table-wrapper" tabIndex={0} role="region" aria-label="Lapsed customers">
      <table className="report-table">
        <caption>Lapsed customers</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Last session</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((row) => (
            <tr key={row.customer._id}>
              <th scope="row">{row.customer.name}</th>
              <td>{formatDateTime(row.lastSessionAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
