import type { FastifyRequest } from 'fastify';
import { pageSizeOf } from '@studio/contracts/list-page';
import type { PaymentPage, PaymentPageQuery, PaymentSortKey } from '@studio/contracts/payment-page';
import type { PaymentListEntry } from '@studio/contracts/payments';
import { decodeCursor, splitPage, splitKeysetPage } from '@studio/service-kit/list-cursor';
import type { PaymentContext } from '../context.js';
import { latestTwoMonthsOfPayments } from '../store/payment-list.js';
import {
  paymentPageByColumn,
  paymentSortColumns,
  type PaymentColumnSort,
} from '../store/payment-page.js';
import { paymentEntries } from './payment-entries.js';

interface Caller {
  userId: string;
  role: 'admin' | 'trainer';
  name: string;
}

const textCollator = new Intl.Collator(undefined, { sensitivity: 'base' });

// Names live in the customer and auth services: sorting or searching by them reads the whole
// two-month list with its names (as the un-paged call does) and pages it here.
const nameSortValue: Record<
  Exclude<PaymentSortKey, PaymentColumnSort>,
  (entry: PaymentListEntry) => string
> = {
  name: (entry) => entry.customer.name.toLowerCase(),
  email: (entry) => entry.customer.email.toLowerCase(),
  trainer: (entry) => entry.trainer.name.toLowerCase(),
};

function isColumnSort(sort: PaymentSortKey): sort is PaymentColumnSort {
  return sort in paymentSortColumns;
}

/** One page of the payments list (default: newest first, like the un-paged call). */
export async function readPaymentPage(
  context: PaymentContext,
  request: FastifyRequest,
  caller: Caller,
  query: PaymentPageQuery,
): Promise<PaymentPage> {
  const sort = query.sort ?? 'dateOfPayment';
  const order = query.order ?? (query.sort ? 'asc' : 'desc');
  const q = query.q?.trim() ?? '';
  const limit = pageSizeOf(query);
  const trainerId = caller.role === 'trainer' ? caller.userId : undefined;

  if (isColumnSort(sort) && q === '') {
    const after = query.cursor
      ? decodeCursor(query.cursor, {
          sort,
          order,
          q,
          valueType: paymentSortColumns[sort].valueType,
        })
      : undefined;
    const rows = await paymentPageByColumn(context.sequelize, {
      trainerId,
      timeZone: context.timeZone,
      sort,
      order,
      limit,
      after,
    });
    const { pageRows, nextCursor } = splitKeysetPage(rows, limit, { sort, order, q });
    return {
      items: await paymentEntries(context, request, caller, pageRows),
      nextCursor,
    };
  }

  const rows = await latestTwoMonthsOfPayments(context.sequelize, {
    trainerId,
    timeZone: context.timeZone,
  });
  const lowerQ = q.toLowerCase();
  const entries = (await paymentEntries(context, request, caller, rows)).filter(
    (entry) =>
      lowerQ === '' ||
      entry.customer.name.toLowerCase().includes(lowerQ) ||
      entry.customer.email.toLowerCase().includes(lowerQ) ||
      (caller.role === 'admin' && entry.trainer.name.toLowerCase().includes(lowerQ)),
  );
  const valueOf = (entry: PaymentListEntry): string | number =>
    isColumnSort(sort)
      ? sort === 'dateOfPayment'
        ? Date.parse(entry.dateOfPayment)
        : sort === 'amountPaid'
          ? entry.amountPaid
          : entry.numOfTrainingsPaidFor
      : nameSortValue[sort](entry);
  const compareValues = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : textCollator.compare(String(a), String(b));
  const sign = order === 'asc' ? 1 : -1;
  const compare = (
    a: { value: string | number; id: string },
    b: { value: string | number; id: string },
  ) => sign * (compareValues(a.value, b.value) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const keyed = entries
    .map((entry) => ({ entry, value: valueOf(entry), id: entry._id }))
    .sort(compare);
  const after = query.cursor
    ? decodeCursor(query.cursor, { sort, order, q, valueType: 'text' })
    : undefined;
  const afterKey = after && {
    value: typeof keyed[0]?.value === 'number' ? Number(after.value) : (after.value ?? ''),
    id: after.id,
  };
  const remaining = afterKey ? keyed.filter((key) => compare(key, afterKey) > 0) : keyed;
  const { pageRows, nextCursor } = splitPage(remaining, limit, (last) => ({
    sort,
    order,
    q,
    value: String(last.value),
    id: last.id,
  }));
  return {
    items: pageRows.map((key) => key.entry),
    nextCursor,
  };
}
