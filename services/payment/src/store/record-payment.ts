import { randomUUID } from 'node:crypto';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { conflict } from '@studio/service-kit/errors';
import type { NewPaymentBody } from '@studio/contracts/payments';
import { recordPaymentAudit, type PaymentAuditActor } from './payment-audit.js';
import type { PaymentRow } from './payment-row.js';

export async function findPaymentByKey(
  sequelize: Sequelize,
  recordedBy: string,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await sequelize.query<PaymentRow>(
    'SELECT * FROM payments WHERE recorded_by = $1 AND idempotency_key = $2',
    {
      bind: [recordedBy, idempotencyKey],
      type: QueryTypes.SELECT,
    },
  );
  return row;
}

export interface NewPayment {
  body: NewPaymentBody;
  trainerId: string;
  trainerVerified: boolean;
  idempotencyKey: string;
  fingerprint: string;
  actor: PaymentAuditActor;
}

export const referenceTakenMessage =
  'A payment with this PayNow reference is already recorded. Close the payment window and open it again for a new QR code.';

/**
 * Records a payment and the credit it owes in one transaction. Concurrent submissions with one key
 * meet at the unique index: exactly one inserts, the others get the row it wrote (`created: false`).
 * A PayNow reference already on another payment is refused (409): one transfer, one record.
 */
export async function recordPayment(
  sequelize: Sequelize,
  payment: NewPayment,
): Promise<{ row: PaymentRow; created: boolean }> {
  let created: PaymentRow | undefined;
  try {
    created = await insertPayment(sequelize, payment);
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    // A concurrent repeat of this submission can meet the reference index before the key's.
    const repeated = await findPaymentByKey(
      sequelize,
      payment.actor.actorId,
      payment.idempotencyKey,
    );
    if (repeated) return { row: repeated, created: false };
    throw conflict(referenceTakenMessage);
  }
  if (created) return { row: created, created: true };
  const existing = await findPaymentByKey(sequelize, payment.actor.actorId, payment.idempotencyKey);
  if (!existing)
    throw new Error('A payment with this Idempotency-Key was neither inserted nor found.');
  return { row: existing, created: false };
}

async function insertPayment(
  sequelize: Sequelize,
  payment: NewPayment,
): Promise<PaymentRow | undefined> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<PaymentRow>(
      `INSERT INTO payments (id, customer_id, trainer_id, trainer_verified, amount_paid, num_of_trainings_paid_for,
                             recorded_by, idempotency_key, request_hash, reference, validity_days)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (recorded_by, idempotency_key) DO NOTHING
       RETURNING *`,
      {
        bind: [
          randomUUID(),
          payment.body.customerID,
          payment.trainerId,
          payment.trainerVerified,
          payment.body.amountPaid,
          payment.body.numOfTrainingsPaidFor,
          payment.actor.actorId,
          payment.idempotencyKey,
          payment.fingerprint,
          payment.body.reference ?? null,
          payment.body.validityDays ?? null,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (!row) return undefined;
    await sequelize.query('INSERT INTO ledger_outbox (payment_id) VALUES ($1)', {
      bind: [row.id],
      type: QueryTypes.INSERT,
      transaction,
    });
    await recordPaymentAudit(
      sequelize,
      payment.actor,
      'payment.record',
      row.id,
      {
        customerId: row.customer_id,
        trainerId: row.trainer_id,
        amountPaid: row.amount_paid,
        numOfTrainingsPaidFor: row.num_of_trainings_paid_for,
        trainerVerified: row.trainer_verified,
        reference: row.reference,
        validityDays: row.validity_days,
      },
      transaction,
    );
    return row;
  });
}
