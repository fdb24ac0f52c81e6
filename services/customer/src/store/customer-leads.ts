import { QueryTypes, type Sequelize } from 'sequelize';
import type { LeadRow } from './leads.js';

/**
 * The trial requests (leads, issue 27) that are a customer's: the one they were made from (the
 * same id, or `customer_id`) and any other made with their email. Bound as `$id` and `$email`;
 * shared by the data export and the erasure, so both reach the same rows.
 */
export const customerLeadsCondition = `(l.customer_id = $id OR l.id = $id
    OR ($email <> '' AND lower(l.email) = lower($email)))`;

/** A customer's trial requests, newest first, with their staff notes (as the leads screen reads them). */
export async function leadsOfCustomer(
  sequelize: Sequelize,
  customer: { id: string; email: string },
): Promise<LeadRow[]> {
  return sequelize.query<LeadRow>(
    `SELECT l.*, l.created_at::text AS sort_value,
            COALESCE((SELECT json_agg(json_build_object('text', n.text, 'author_name', n.author_name,
                                                        'created_at', n.created_at)
                                      ORDER BY n.created_at, n.id)
                        FROM customer.lead_notes n WHERE n.lead_id = l.id), '[]'::json) AS notes
       FROM customer.leads l
      WHERE ${customerLeadsCondition}
      ORDER BY l.created_at DESC, l.id DESC`,
    { type: QueryTypes.SELECT, bind: { id: customer.id, email: customer.email } },
  );
}
