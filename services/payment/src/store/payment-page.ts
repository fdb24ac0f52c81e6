import { QueryTypes, type Sequelize } from 'sequelize';
import type { SortOrder } from '@studio/contracts/list-page';
import {
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
  type KeysetColumn,
} from '@studio/service-kit/keyset-sql';
import { monthOf, shownPayments, windowStart, type ListedPaymentRow } from './payment-list.js';

/** The columns a payment row sorts by itself (names live in other services). */
export const paymentSortColumns = {
  dateOfPayment: { expression: 'p.paid_at', valueType: 'timestamptz', id: 'p.id' },
  amountPaid: { expression: 'p.amount_paid', valueType: 'integer', id: 'p.id' },
  numOfTrainingsPaidFor: {
    expression: 'p.num_of_trainings_paid_for',
    valueType: 'integer',
    id: 'p.id',
  },
} satisfies Record<string, KeysetColumn>;
export type PaymentColumnSort = keyof typeof paymentSortColumns;

/** One page (`limit + 1` rows) of the two-month list, sorted by a column of the payment. */
export function paymentPageByColumn(
  sequelize: Sequelize,
  request: {
    trainerId?: string;
    timeZone: string;
    sort: PaymentColumnSort;
    order: SortOrder;
    limit: number;
    after?: { value: string | null; id: string };
  },
): Promise<(ListedPaymentRow & { sort_value: string })[]> {
  const column = paymentSortColumns[request.sort];
  const descending = request.order === 'desc';
  const parameters = new SqlParameters();
  const trainerId = parameters.add(request.trainerId ?? null);
  const timeZone = parameters.add(request.timeZone);
  const conditions = [
    shownPayments('p', trainerId),
    `p.paid_at >= (${windowStart(trainerId, timeZone)})`,
  ];
  if (request.after) conditions.push(keysetAfter(column, descending, request.after, parameters));
  return sequelize.query(
    `SELECT p.*, ${monthOf('p', timeZone)} AS month, (${column.expression})::text AS sort_value
       FROM payments p
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${keysetOrderBy(column, descending)}
      LIMIT ${parameters.add(request.limit + 1)}`,
    { bind: parameters.values, type: QueryTypes.SELECT },
  );
}
