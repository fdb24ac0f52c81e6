import type { PaymentListEntry } from '@studio/contracts/payments';
import { zonedFormatter } from '@studio/shell-kit/business-time';

export interface PaymentMonth {
  /** `YYYY-MM` in the business time zone, as the server grouped it. */
  month: string;
  /** `November 2026`. */
  label: string;
  payments: PaymentListEntry[];
}

const monthLabelFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Groups payments by month, newest month first. */
export function groupByMonth(payments: readonly PaymentListEntry[]): PaymentMonth[] {
  const byMonth = new Map<string, PaymentListEntry[]>();
  for (const payment of payments)
    byMonth.set(payment.month, [...(byMonth.get(payment.month) ?? []), payment]);
  return [...byMonth.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, entries]) => ({
      month,
      label: monthLabelFormat.format(new Date(`${month}-01T00:00:00Z`)),
      payments: entries,
    }));
}

const paymentDateFormat = zonedFormatter('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Nov 20, 2026, 10:00 AM`, at the studio's wall clock. */
export function formatPaymentDate(instant: string): string {
  return paymentDateFormat().format(new Date(instant));
}
