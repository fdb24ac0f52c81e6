import type { FastifyRequest } from 'fastify';
import type {
  CustomerListItem,
  CustomerPage,
  CustomerPageQuery,
} from '@studio/contracts/customer-page';
import { pageSizeOf } from '@studio/contracts/list-page';
import { decodeCursor, outOfDate, splitPage } from '@studio/service-kit/list-cursor';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { CustomerContext } from '../context.js';
import { customerFieldsView } from '../customer-view.js';
import {
  customerPageByColumn,
  customerPageByTrainer,
  customerSortColumns,
  trainersWithCustomers,
  type CustomerPageRow,
} from '../store/customer-page.js';
import { trainersInDisplayOrder } from './trainer-order.js';

interface Caller {
  userId: string;
  role: 'admin' | 'trainer';
  name: string;
}

/**
 * One page of the customers screen: a trainer's own customers or an admin's whole chain, sorted
 * and searched as the spec's customers table sorts (default: date joined, ascending).
 */
export async function readCustomerPage(
  context: CustomerContext,
  request: FastifyRequest,
  caller: Caller,
  query: CustomerPageQuery,
): Promise<CustomerPage> {
  const sort = query.sort ?? 'dateJoined';
  const order = query.order ?? 'asc';
  const q = query.q?.trim() ?? '';
  const limit = pageSizeOf(query);
  const isAdmin = caller.role === 'admin';
  const trainerId = isAdmin ? undefined : caller.userId;

  // Trainer names live in the auth service: an admin's trainer sort and trainer search need them
  // for every trainer with customers (at most a few hundred), before the page is read.
  const needsTrainerNames = isAdmin && (sort === 'trainer' || q !== '');
  const chainTrainers = needsTrainerNames ? await trainersWithCustomers(context.sequelize) : [];
  const nameOf = isAdmin
    ? await staffNamesOrUnknown(
        context.trainers,
        chainTrainers.filter((id): id is string => id !== null),
        request.log,
        request.id,
      )
    : () => caller.name;
  const lowerQ = q.toLowerCase();
  const filter = {
    trainerId,
    q: q || undefined,
    trainerIdsMatchingQ:
      isAdmin && q
        ? chainTrainers.filter(
            (id): id is string => id !== null && nameOf(id).toLowerCase().includes(lowerQ),
          )
        : undefined,
  };

  let rows: CustomerPageRow[];
  let positionOf: (row: CustomerPageRow) => { value: string | null; id: string };
  if (sort === 'trainer') {
    const orderedTrainerIds = trainersInDisplayOrder(
      isAdmin ? chainTrainers : [caller.userId],
      nameOf,
      order,
    );
    const after = query.cursor
      ? decodeCursor(query.cursor, { sort, order, q, valueType: 'uuid' })
      : undefined;
    const afterRank = after ? orderedTrainerIds.indexOf(after.value) + 1 : 0;
    if (after && afterRank === 0)
      // The trainer the last page ended with has no customers any more: start again.
      throw outOfDate();
    rows = await customerPageByTrainer(context.sequelize, {
      ...filter,
      orderedTrainerIds,
      order,
      limit,
      after: after ? { trainerRank: afterRank, id: after.id } : undefined,
    });
    positionOf = (row) => ({ value: row.trainer_id, id: row.id });
  } else {
    const after = query.cursor
      ? decodeCursor(query.cursor, {
          sort,
          order,
          q,
          valueType: customerSortColumns[sort].valueType,
        })
      : undefined;
    rows = await customerPageByColumn(context.sequelize, { ...filter, sort, order, limit, after });
    positionOf = (row) => ({ value: row.sort_value, id: row.id });
  }

  const { pageRows, nextCursor } = splitPage(rows, limit, (last) => ({
    sort,
    order,
    q,
    ...positionOf(last),
  }));
  const rowNameOf =
    isAdmin && !needsTrainerNames
      ? await staffNamesOrUnknown(
          context.trainers,
          pageRows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])),
          request.log,
          request.id,
        )
      : nameOf;
  return {
    items: pageRows.map((row) => listItemOf(row, rowNameOf)),
    nextCursor,
  };
}

function listItemOf(row: CustomerPageRow, nameOf: (trainerId: string) => string): CustomerListItem {
  return {
    ...customerFieldsView(row, nameOf),
    latestPayment:
      row.latest_paid_at === null
        ? null
        : {
            dateOfPayment: new Date(row.latest_paid_at).toISOString(),
            amountPaid: row.latest_amount_paid ?? 0,
            numOfTrainingsPaidFor: row.latest_trainings_paid_for ?? 0,
            packageId: row.latest_package_id ?? '',
            expiresOn: row.latest_expires_on ?? '',
            sessionsLeft: row.latest_sessions_left ?? 0,
            sessionsExpired: row.latest_sessions_expired ?? 0,
            reference: row.latest_reference,
          },
    paymentCount: row.payment_count,
    paymentTotal: row.payment_total,
  };
}
