import { erasedCustomerName } from '@studio/contracts/erasure';

/**
 * Forgets who made the leads (trial requests) that `leadIdsSql` selects, for good: each keeps its
 * stage, times, source, trainer, consent versions and payment reference (a money record), so the
 * funnel's past figures stand, and loses name, email, phone, what they wrote (heard from), the
 * referring address, its staff notes and the PAR-Q health answers (stored as seven "no": the
 * column has no empty form; `healthFlag` false, no doctor's clearance). `bind` holds what
 * `leadIdsSql` reads. Shared by a customer's erasure and the leads' retention limit.
 */
export async function anonymiseLeads(
  run: (sql: string, bind: Record<string, unknown>) => Promise<unknown>,
  leadIdsSql: string,
  bind: Record<string, unknown>,
): Promise<void> {
  await run(`DELETE FROM customer.lead_notes WHERE lead_id IN (${leadIdsSql})`, bind);
  await run(
    `UPDATE customer.leads
        SET name = $tombstone, email = '', phone = '', heard_from = NULL, referrer = NULL,
            parq = ARRAY[false, false, false, false, false, false, false],
            health_flag = false, doctor_clearance = NULL
      WHERE id IN (${leadIdsSql})`,
    { ...bind, tombstone: erasedCustomerName },
  );
}
