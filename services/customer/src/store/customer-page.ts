import { QueryTypes, type Sequelize } from 'sequelize';
import type { CustomerSortKey } from '@studio/contracts/customer-page';
import type { SortOrder } from '@studio/contracts/list-page';
import {
  containsPattern,
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
} from '@studio/service-kit/keyset-sql';
import type { SortValueType } from '@studio/service-kit/list-cursor';
import type { CustomerFieldsRow } from '../customer-view.js';
import { customerColumns, nextExpiryColumn, packageSummaryColumns } from './customer-list.js';

interface SortColumn {
  /** Matches an index of `2026-11-25-10-index-customer-list-sorts` exactly, so pages read it in order. */
  expression: string;
  valueType: SortValueType;
  /** Ascending by this column reads the index backwards (Date of Birth sorts by age). */
  reversed?: boolean;
}

export const customerSortColumns: Record<Exclude<CustomerSortKey, 'trainer'>, SortColumn> = {
  name: { expression: 'lower(c.name)', valueType: 'text' },
  email: { expression: 'lower(c.email)', valueType: 'text' },
  phone: { expression: 'c.phone', valueType: 'text' },
  sex: { expression: 'lower(c.sex)', valueType: 'text' },
  // Younger is a later birth date: ascending age is descending date of birth.
  dateOfBirth: { expression: 'c.date_of_birth', valueType: 'date', reversed: true },
  dateJoined: { expression: 'c.date_joined', valueType: 'timestamptz' },
  numOfTrainings: { expression: 'c.num_of_trainings', valueType: 'integer' },
  // No payments sorts as the earliest possible date.
  paymentHistory: {
    expression: "COALESCE(c.first_paid_at, '-infinity'::timestamptz)",
    valueType: 'timestamptz',
  },
};

export interface CustomerPageRow extends CustomerFieldsRow {
  /** The row's sort value as PostgreSQL writes it (a cursor carries it back unchanged). */
  sort_value: string | null;
  latest_paid_at: Date | null;
  latest_amount_paid: number | null;
  latest_trainings_paid_for: number | null;
  latest_package_id: string | null;
  latest_expires_on: string | null;
  latest_sessions_left: number | null;
  latest_sessions_expired: number | null;
  latest_reference: string | null;
  payment_count: number;
  payment_total: number;
}

export interface CustomerPageFilter {
  /** A trainer's own customers only. */
  trainerId?: string;
  /** Search text, matched case-insensitively inside name, email and phone. */
  q?: string;
  /** Customers of these trainers match the search too (their names matched it). */
  trainerIdsMatchingQ?: string[];
}

/** Sorted by a column of the customer row; `after` is the last row of the page before. */
export interface ColumnPageRequest extends CustomerPageFilter {
  sort: Exclude<CustomerSortKey, 'trainer'>;
  order: SortOrder;
  limit: number;
  after?: { value: string | null; id: string };
}

/** Sorted by trainer: trainers in display order (null: no trainer), `after` as above. */
export interface TrainerPageRequest extends CustomerPageFilter {
  orderedTrainerIds: (string | null)[];
  order: SortOrder;
  limit: number;
  after?: { trainerRank: number; id: string };
}

/** What a page's rows carry besides the customer: the latest payment, the count and the total. */
const paymentSummaryColumns = `
       latest.paid_at AS latest_paid_at, latest.amount_paid AS latest_amount_paid,
       latest.delta AS latest_trainings_paid_for, latest.package_id AS latest_package_id,
       latest.expires_on AS latest_expires_on, latest.sessions_left AS latest_sessions_left,
       latest.sessions_expired AS latest_sessions_expired, latest.reference AS latest_reference,
       totals.payment_count, totals.payment_total, ${nextExpiryColumn}`;
const paymentSummaryJoins = `
  LEFT JOIN LATERAL (
    SELECT e.paid_at, e.amount_paid, e.delta, ${packageSummaryColumns.packageId} AS package_id,
           ${packageSummaryColumns.expiresOn} AS expires_on,
           ${packageSummaryColumns.sessionsLeft} AS sessions_left,
           ${packageSummaryColumns.sessionsExpired} AS sessions_expired,
           ${packageSummaryColumns.reference} AS reference
      FROM ledger_entries e JOIN packages p ON p.id = e.package_id
     WHERE e.customer_id = c.id AND e.source_type = 'payment'
     ORDER BY e.paid_at DESC LIMIT 1
  ) latest ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS payment_count, COALESCE(sum(e.amount_paid), 0)::int AS payment_total
      FROM ledger_entries e
     WHERE e.customer_id = c.id AND e.source_type = 'payment'
  ) totals`;

export function filterConditions(filter: CustomerPageFilter, parameters: SqlParameters): string[] {
  const conditions: string[] = [];
  if (filter.trainerId) conditions.push(`c.trainer_id = ${parameters.add(filter.trainerId)}::uuid`);
  if (filter.q) {
    // The expression of the trigram index `customers_search`, which the planner matches exactly.
    const searchText = `(lower(c.name) || chr(1) || lower(c.email) || chr(1) || c.phone)`;
    const matches = [
      `${searchText} LIKE ${parameters.add(containsPattern(filter.q.toLowerCase()))}`,
    ];
    if (filter.trainerIdsMatchingQ?.length)
      matches.push(`c.trainer_id = ANY(${parameters.add(filter.trainerIdsMatchingQ)}::uuid[])`);
    conditions.push(`(${matches.join(' OR ')})`);
  }
  return conditions;
}

/**
 * Where a filtered read takes customers from. A trainer's customers are a few hundred, while the
 * search's common trigrams ('customer', a mail domain) match most of the chain: searching them
 * first grows with the chain, so a trainer's search reads their customers (trainer index) and
 * looks inside those. `columns` must hold what the search and the caller read.
 */
export function customersSource(
  filter: CustomerPageFilter,
  columns: string,
  parameters: SqlParameters,
): { cte: string | null; from: string } {
  if (!filter.trainerId || !filter.q) return { cte: null, from: 'customers' };
  return {
    cte: `trainer_customers AS MATERIALIZED (
         SELECT ${columns} FROM customers c
          WHERE c.trainer_id = ${parameters.add(filter.trainerId)}::uuid
       )`,
    from: 'trainer_customers',
  };
}

/** One page (`limit + 1` rows: the extra one says there is a next page) sorted by a column. */
export async function customerPageByColumn(
  sequelize: Sequelize,
  request: ColumnPageRequest,
): Promise<CustomerPageRow[]> {
  const sortColumn = customerSortColumns[request.sort];
  const column = { ...sortColumn, id: 'c.id' };
  const descending = (request.order === 'desc') !== Boolean(sortColumn.reversed);
  const parameters = new SqlParameters();
  const conditions = filterConditions(request, parameters);
  if (request.after) conditions.push(keysetAfter(column, descending, request.after, parameters));
  const orderBy = keysetOrderBy(column, descending);
  const source = customersSource(request, `${customerColumns}, c.first_paid_at`, parameters);
  return sequelize.query<CustomerPageRow>(
    `WITH ${source.cte ? `${source.cte},` : ''} page AS (
       SELECT ${customerColumns}, c.first_paid_at, (${column.expression})::text AS sort_value
         FROM ${source.from} c
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY ${orderBy}
        LIMIT ${parameters.add(request.limit + 1)}
     )
     SELECT ${customerColumns}, c.sort_value, ${paymentSummaryColumns}
       FROM page c ${paymentSummaryJoins}
      ORDER BY ${orderBy}`,
    { bind: parameters.values, type: QueryTypes.SELECT },
  );
}

/**
 * One page sorted by trainer name. Names live in the auth service, so the caller gives the
 * trainers in display order; each trainer's customers are read from the (trainer_id, id) index
 * in turn, never by sorting the whole table.
 */
export async function customerPageByTrainer(
  sequelize: Sequelize,
  request: TrainerPageRequest,
): Promise<CustomerPageRow[]> {
  const direction = request.order === 'desc' ? 'DESC' : 'ASC';
  const parameters = new SqlParameters();
  const ranked = parameters.add(request.orderedTrainerIds);
  const conditions = filterConditions(request, parameters);
  const afterRank = parameters.add(request.after?.trainerRank ?? 0);
  if (request.after) {
    conditions.push(
      `(t.rank > ${afterRank} OR c.id ${direction === 'DESC' ? '<' : '>'} ${parameters.add(request.after.id)}::uuid)`,
    );
  }
  const limit = parameters.add(request.limit + 1);
  const alsoMatching = conditions.map((condition) => `AND ${condition}`).join(' ');
  // A trainer's customers and those without a trainer apart: each reads the (trainer_id, id)
  // index in order and stops at the page's end, where one condition for both sorted them all.
  return sequelize.query(
    `WITH page AS (
       SELECT c.*, t.rank
         FROM unnest(${ranked}::uuid[]) WITH ORDINALITY AS t(trainer_id, rank)
        CROSS JOIN LATERAL (
          (SELECT ${customerColumns} FROM customers c
            WHERE c.trainer_id = t.trainer_id ${alsoMatching}
            ORDER BY c.id ${direction}
            LIMIT ${limit})
          UNION ALL
          (SELECT ${customerColumns} FROM customers c
            WHERE t.trainer_id IS NULL AND c.trainer_id IS NULL ${alsoMatching}
            ORDER BY c.id ${direction}
            LIMIT ${limit})
        ) c
        WHERE t.rank >= ${afterRank}
        ORDER BY t.rank, c.id ${direction}
        LIMIT ${limit}
     )
     SELECT ${customerColumns}, c.trainer_id::text AS sort_value, ${paymentSummaryColumns}
       FROM page c ${paymentSummaryJoins}
      ORDER BY c.rank, c.id ${direction}`,
    { bind: parameters.values, type: QueryTypes.SELECT },
  );
}

/**
 * The trainers who have customers (and null when some have none), by skipping through the
 * trainer index one trainer at a time instead of reading every customer.
 */
export async function trainersWithCustomers(sequelize: Sequelize): Promise<(string | null)[]> {
  const rows = await sequelize.query<{ trainer_id: string | null }>(
    `WITH RECURSIVE trainers AS (
       (SELECT trainer_id FROM customers WHERE trainer_id IS NOT NULL ORDER BY trainer_id LIMIT 1)
       UNION ALL
       SELECT (SELECT c.trainer_id FROM customers c
                WHERE c.trainer_id > trainers.trainer_id ORDER BY c.trainer_id LIMIT 1)
         FROM trainers WHERE trainers.trainer_id IS NOT NULL
     )
     SELECT trainer_id FROM trainers WHERE trainer_id IS NOT NULL
     UNION ALL
     SELECT NULL WHERE EXISTS (SELECT 1 FROM customers WHERE trainer_id IS NULL)`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) => row.trainer_id);
}
