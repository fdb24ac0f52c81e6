import type { ExpiredSessions } from '@studio/contracts/reports';
import { HttpError } from '@studio/service-kit/errors';
import type { ReportRange } from '@studio/service-kit/report-range';
import type { CallService } from '@studio/service-kit/service-client';

/** Sessions that left balances through package expiry, per business month (`YYYY-MM` → count). */
export type ExpiredSessionsSource = (
  range: ReportRange,
  requestId?: string,
) => Promise<Map<string, number>>;

/** Expiries are ledger entries, so the customer service counts them (one SQL statement there). */
export function expiredSessionsFromCustomers(
  callService: CallService,
  customerUrl: string,
): ExpiredSessionsSource {
  return async (range, requestId) => {
    const query = new URLSearchParams({ from: range.from, to: range.to });
    try {
      const { months } = await callService<ExpiredSessions>(
        customerUrl,
        `/internal/reports/expired-sessions?${query.toString()}`,
        { requestId },
      );
      return new Map(months.map((row) => [row.month, row.sessions]));
    } catch (error) {
      throw Object.assign(
        new HttpError(
          503,
          'Customer records cannot be reached right now; please try again shortly.',
        ),
        { cause: error },
      );
    }
  };
}
