import { QueryTypes, type Sequelize } from 'sequelize';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';

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
  payment_history: { dateOfPayment: string; amountPaid: number; numOfTrainingsPaidFor: number }[];
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
  extraColumns: '' | ', c.ic_encrypted',
): Promise<Row[]> {
  return sequelize.query<Row>(
    `SELECT ${customerColumns}, COALESCE(history.entries, '[]'::json) AS payment_history${extraColumns}
       FROM customers c
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object(
                  'dateOfPayment', e.paid_at,
                  'amountPaid', e.amount_paid,
                  'numOfTrainingsPaidFor', e.delta
                ) ORDER BY e.paid_at DESC) AS entries
           FROM ledger_entries e
          WHERE e.customer_id = c.id AND e.source_type = 'payment'
       ) history ON true
      WHERE ($1::uuid IS NULL OR c.trainer_id = $1::uuid)
        AND ($2::uuid[] IS NULL OR c.id = ANY($2::uuid[]))
      ORDER BY c.date_joined, c.id`,
    { bind: [filter.trainerId ?? null, filter.ids ?? null], type: QueryTypes.SELECT },
  );
}

export function paymentHistoryOf(row: CustomerRow): PaymentHistoryEntry[] {
  return row.payment_history.map((entry) => ({
    dateOfPayment: new Date(entry.dateOfPayment).toISOString(),
    amountPaid: entry.amountPaid,
    numOfTrainingsPaidFor: entry.numOfTrainingsPaidFor,
  }));
}
