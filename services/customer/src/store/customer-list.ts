import { QueryTypes, type Sequelize } from 'sequelize';
import type { NextExpiry, PaymentHistoryEntry } from '@studio/contracts/customers';
import type { ChunkReader } from '@studio/service-kit/streamed-list';
import { sessionsLeftSql } from '../packages/package-store.js';

/**
 * The earliest package (`c` is the customers table) not yet expired that has sessions left, as
 * `{ date, sessions }` or null. Expiry is the ledger's: a package counts until its expiry entry.
 */
export const nextExpiryColumn = `(
  SELECT json_build_object('date', to_char(p.expires_on, 'YYYY-MM-DD'), 'sessions', p.left)
    FROM (SELECT np.expires_on, np.paid_at, np.id, ${sessionsLeftSql('np')} AS left
            FROM packages np WHERE np.customer_id = c.id AND np.expired_at IS NULL) p
   WHERE p.left > 0
   ORDER BY p.expires_on, p.paid_at, p.id LIMIT 1) AS next_expiry`;

/** A payment's package (`p`), as the payment history shows it. */
export const packageSummaryColumns = {
  packageId: 'p.id',
  expiresOn: "to_char(p.expires_on, 'YYYY-MM-DD')",
  sessionsLeft: sessionsLeftSql('p'),
  sessionsExpired: `(SELECT COALESCE(-sum(x.delta), 0)::int FROM ledger_entries x
                      WHERE x.package_id = p.id AND x.source_type = 'expiry')`,
  reference: 'p.reference',
};

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  ic_masked: string;
  sex: string;
  date_joined: Date;
  trainer_id: string | null;
  num_of_trainings: number;
  emails_off_at: Date | null;
  low_balance_crossed_at: Date | null;
  next_expiry: NextExpiry;
  payment_history: Array<Omit<PaymentHistoryEntry, 'dateOfPayment'> & { dateOfPayment: string }>;
}

/** The columns of a customer row (`c` is the customers table), as every list reads them. */
export const customerColumns =
  'c.id, c.name, c.email, c.phone, c.date_of_birth, c.ic_masked, c.sex, c.date_joined, c.trainer_id, c.num_of_trainings, c.emails_off_at, c.low_balance_crossed_at';

/** A customer row with the encrypted IC number, for the one read that shows it in full. */
export type CustomerRowWithIc = CustomerRow & { ic_encrypted: string };

/**
 * Customers with their payment history (newest first) in one statement. The history is the
 * ledger's payment entries, so it always agrees with the balance.
 */
export async function listCustomers(
  sequelize: Sequelize,
  filter: { trainerId?: string; ids?: string[] },
): Promise<CustomerRow[]> {
  return queryCustomers<CustomerRow>(sequelize, filter, '');
}

/** A customer row of the whole list with its place in the list's order (join date, id). */
export type CustomerListRow = CustomerRow & { date_joined_text: string };

/**
 * The next chunk of the spec's whole list (a trainer's customers, or all of them), in its order
 * (join date, then id), after `after`: as `listCustomers` reads them, `limit` at a time.
 */
export function customerListChunk(
  sequelize: Sequelize,
  trainerId: string | undefined,
): ChunkReader<CustomerListRow> {
  return (after, limit) =>
    queryCustomers<CustomerListRow>(
      sequelize,
      { trainerId },
      ', c.date_joined::text AS date_joined_text',
      {
        after: after && { joined: after.date_joined_text, id: after.id },
        limit,
      },
    );
}

/** One customer as `listCustomers` reads it, with the encrypted IC number too. */
export async function findCustomerWithIc(
  sequelize: Sequelize,
  id: string,
): Promise<CustomerRowWithIc | undefined> {
  const [row] = await queryCustomers<CustomerRowWithIc>(
    sequelize,
    { ids: [id] },
    ', c.ic_encrypted',
  );
  return row;
}

function queryCustomers<Row extends object>(
  sequelize: Sequelize,
  filter: { trainerId?: string; ids?: string[] },
  extraColumns: '' | ', c.ic_encrypted' | ', c.date_joined::text AS date_joined_text',
  chunk?: { after: { joined: string; id: string } | undefined; limit: number },
): Promise<Row[]> {
  return sequelize.query<Row>(
    `SELECT ${customerColumns}, ${nextExpiryColumn},
            COALESCE(history.entries, '[]'::json) AS payment_history${extraColumns}
       FROM customers c
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object(
                  'dateOfPayment', e.paid_at,
                  'amountPaid', e.amount_paid,
                  'numOfTrainingsPaidFor', e.delta,
                  ${Object.entries(packageSummaryColumns)
                    .map(([field, expression]) => `'${field}', ${expression}`)
                    .join(',\n                  ')}
                ) ORDER BY e.paid_at DESC) AS entries
           FROM ledger_entries e JOIN packages p ON p.id = e.package_id
          WHERE e.customer_id = c.id AND e.source_type = 'payment'
       ) history ON true
      WHERE ($1::uuid IS NULL OR c.trainer_id = $1::uuid)
        AND ($2::uuid[] IS NULL OR c.id = ANY($2::uuid[]))
        AND ($3::timestamptz IS NULL OR (c.date_joined, c.id) > ($3::timestamptz, $4::uuid))
      ORDER BY c.date_joined, c.id
      LIMIT $5`,
    {
      bind: [
        filter.trainerId ?? null,
        filter.ids ?? null,
        chunk?.after?.joined ?? null,
        chunk?.after?.id ?? null,
        chunk?.limit ?? null,
      ],
      type: QueryTypes.SELECT,
    },
  );
}

export function paymentHistoryOf(row: CustomerRow): PaymentHistoryEntry[] {
  return row.payment_history.map((entry) => ({
    ...entry,
    dateOfPayment: new Date(entry.dateOfPayment).toISOString(),
  }));
}
