import { QueryTypes, type Sequelize } from 'sequelize';
import type { LedgerEntryResult } from '@studio/contracts/customers';
import { postLedgerEntry } from '@studio/service-kit/ledger-delivery';
import { ServiceCallError, type CallService } from '@studio/service-kit/service-client';
import { recordPaymentAudit } from '../store/payment-audit.js';
import type { PaymentRow } from '../store/payment-row.js';
import { paymentLedgerEntry } from './payment-ledger-entry.js';

export interface CreditDeps {
  sequelize: Sequelize;
  callService: CallService;
  customerUrl: string;
}

export type CreditOutcome = 'credited' | 'rejected' | 'already-settled';

/** Raised when the customer service refuses the credit for good (unknown customer, another trainer's). */
export class CreditRefused extends Error {
  override name = 'CreditRefused';
}

const serviceActor = {
  actorId: 'studio-payment',
  actorRole: 'service',
  requestId: null,
  clientIp: null,
};

/**
 * Sends a recorded payment's credit to the customer ledger and settles the outbox row. Safe to run
 * any number of times, concurrently too: the ledger applies each payment once (keyed by its id).
 * A transient failure (customer service down) is counted on the outbox row and thrown for a retry.
 */
export async function creditCustomer(
  { sequelize, callService, customerUrl }: CreditDeps,
  paymentId: string,
  { requestId, timeoutMs = 5000 }: { requestId?: string; timeoutMs?: number } = {},
): Promise<CreditOutcome> {
  const [payment] = await sequelize.query<PaymentRow>(
    `SELECT p.* FROM payments p JOIN ledger_outbox o ON o.payment_id = p.id WHERE p.id = $1 AND o.delivered_at IS NULL`,
    { bind: [paymentId], type: QueryTypes.SELECT },
  );
  if (!payment) return 'already-settled';

  const entry = paymentLedgerEntry(payment);

  let result: LedgerEntryResult;
  try {
    result = await postLedgerEntry(callService, customerUrl, payment.customer_id, entry, {
      requestId,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof ServiceCallError && (error.status === 404 || error.status === 409)) {
      await settle(sequelize, payment, 'rejected', error.message);
      throw new CreditRefused(error.message);
    }
    await sequelize.query(
      'UPDATE ledger_outbox SET attempts = attempts + 1, last_error = $2 WHERE payment_id = $1',
      {
        bind: [payment.id, error instanceof Error ? error.message.slice(0, 500) : String(error)],
        type: QueryTypes.UPDATE,
      },
    );
    throw error;
  }
  await settle(sequelize, payment, 'credited', null, result.numOfTrainings);
  return 'credited';
}

async function settle(
  sequelize: Sequelize,
  payment: PaymentRow,
  status: 'credited' | 'rejected',
  reason: string | null,
  balance?: number,
) {
  await sequelize.transaction(async (transaction) => {
    const [settled] = await sequelize.query<{ payment_id: string }>(
      `UPDATE ledger_outbox SET delivered_at = now(), last_error = $2 WHERE payment_id = $1 AND delivered_at IS NULL RETURNING payment_id`,
      { bind: [payment.id, reason], type: QueryTypes.SELECT, transaction },
    );
    if (!settled) return;
    await sequelize.query(
      `UPDATE payments SET status = $2, status_reason = $3, credited_at = CASE WHEN $2 = 'credited' THEN now() END WHERE id = $1`,
      { bind: [payment.id, status, reason], type: QueryTypes.UPDATE, transaction },
    );
    await recordPaymentAudit(
      sequelize,
      serviceActor,
      status === 'credited' ? 'payment.credit' : 'payment.reject',
      payment.id,
      {
        customerId: payment.customer_id,
        delta: payment.num_of_trainings_paid_for,
        balanceAfter: balance ?? null,
        reason,
      },
      transaction,
    );
  });
}
