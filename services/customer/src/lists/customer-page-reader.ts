import type { FastifyRequest } from 'fastify';
import type {
  CustomerListItem,
  CustomerPage,
  CustomerPageQuery,
} from '@studio/contracts/customer-page';
import type { PortalAccess } from '@studio/contracts/customer-accounts';
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
 * and searched as the spec's customers table sorts (default: date joined, ascending). With
 * `portalAccess`, each row says where the customer stands with the portal (one call to auth for
 * the page); without it (the CSV export) that field is null.
 */
export async function readCustomerPage(
  context: CustomerContext,
  request: FastifyRequest,
  caller: Caller,
  query: CustomerPageQuery,
  { portalAccess = false }: { portalAccess?: boolean } = {},
): Promise<CustomerPage> {
  const sort = query.sort ?? 'dateJoined';
  const order = query.order ?? 'asc';
  const q = query.q?.trim() ?? '';
  const limit = pageSizeOf(query);
  const isAdmin = caller.role === 'admin';
  const trainerId = isAdmin ? undefined : caller.userId;

  // Trainer names live in the auth service: an admin's trainer sort and trainer search need every
  // trainer's name before the page is read.
  const chain =
    isAdmin && (sort === 'trainer' || q !== '') ? await chainTrainers(context, request) : undefined;
  const lowerQ = q.toLowerCase();
  const filter = {
    trainerId,
    q: q || undefined,
    trainerIdsMatchingQ:
      chain && q
        ? chain.trainerIds.filter(
            (id): id is string => id !== null && chain.nameOf(id).toLowerCase().includes(lowerQ),
          )
        : undefined,
  };

  let rows: CustomerPageRow[];
  let positionOf: (row: CustomerPageRow) => { value: string | null; id: string };
  if (sort === 'trainer') {
    const orderedTrainerIds = chain
      ? trainersInDisplayOrder(chain.trainerIds, chain.nameOf, order)
      : [caller.userId];
    const after = query.cursor
      ? decodeCursor(query.cursor, { sort, order, q, valueType: 'uuid' })
      : undefined;
    const afterRank = after ? orderedTrainerIds.indexOf(after.value) + 1 : 0;
    if (after && afterRank === 0)
      // The trainer the last page ended with is gone from the list: start again.
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
  // The page's trainer names (unless known already) and portal access, asked of auth side by side.
  const [nameOf, accessOf] = await Promise.all([
    chain
      ? chain.nameOf
      : isAdmin
        ? staffNamesOrUnknown(
            context.trainers,
            pageRows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])),
            request.log,
            request.id,
          )
        : () => caller.name,
    portalAccess ? portalAccessOrUnknown(context, request, pageRows) : () => null,
  ]);
  return {
    items: pageRows.map((row) => ({ ...listItemOf(row, nameOf), portalAccess: accessOf(row.id) })),
    nextCursor,
  };
}

/**
 * Every trainer of the chain with their name, and null for customers without a trainer. Customers
 * only ever get a trainer who exists in auth, so auth's staff list holds every trainer with
 * customers; when auth cannot answer, the trainers are read from the customers (names 'Unknown').
 */
async function chainTrainers(
  context: CustomerContext,
  request: FastifyRequest,
): Promise<{ trainerIds: (string | null)[]; nameOf: (trainerId: string) => string }> {
  try {
    const staff = await context.staff.all(request.id);
    const names = new Map(staff.map((member) => [member._id, member.name]));
    return {
      trainerIds: [...names.keys(), null],
      nameOf: (id) => names.get(id) ?? 'Unknown',
    };
  } catch (error) {
    request.log.warn({ err: error }, 'staff names unavailable');
    return { trainerIds: await trainersWithCustomers(context.sequelize), nameOf: () => 'Unknown' };
  }
}

/** The page's portal access in one call; null for each row when auth cannot answer (the list still loads). */
async function portalAccessOrUnknown(
  context: CustomerContext,
  request: FastifyRequest,
  rows: CustomerPageRow[],
): Promise<(customerId: string) => PortalAccess | null> {
  try {
    const access = await context.portalAccounts.accessesOf(
      rows.map((row) => row.id),
      request.id,
    );
    return (customerId) => access.get(customerId) ?? null;
  } catch (error) {
    request.log.warn({ err: error }, 'portal access unavailable');
    return () => null;
  }
}

function listItemOf(
  row: CustomerPageRow,
  nameOf: (trainerId: string) => string,
): Omit<CustomerListItem, 'portalAccess'> {
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
