import type { FastifyRequest } from 'fastify';
import {
  NewPaymentBody,
  PaymentHeaders,
  PaymentList,
  RecordedPayment,
} from '@studio/contracts/payments';
import type { ServiceApp } from '@studio/service-kit/app';
import { HttpError } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { PaymentContext } from '../context.js';
import { paymentTrainer } from '../domain/payment-trainer.js';
import { paymentFingerprint } from '../domain/request-fingerprint.js';
import { CreditRefused, creditCustomer } from '../ledger/credit-customer.js';
import { queueCredit } from '../ledger/ledger-queue.js';
import type { PaymentAuditActor } from '../store/payment-audit.js';
import { latestTwoMonthsOfPayments } from '../store/payment-list.js';
import { recordedPaymentView, type PaymentRow } from '../store/payment-row.js';
import { findPaymentByKey, recordPayment } from '../store/record-payment.js';

function auditActorOf(request: FastifyRequest, userId: string, role: string): PaymentAuditActor {
  const clientIp = request.headers['x-client-ip'];
  return {
    actorId: userId,
    actorRole: role,
    requestId: request.id,
    clientIp: typeof clientIp === 'string' ? clientIp : null,
  };
}

export function registerPaymentRoutes(app: ServiceApp, context: PaymentContext): void {
  const { sequelize, customers, staff, ledgerQueue, timeZone, retryDelayMs } = context;

  /** A repeat of a submission answers what the first one did; a reused key with another body is refused. */
  function replay(row: PaymentRow, fingerprint: string) {
    if (row.request_hash !== fingerprint) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different payment. Start a new payment to record another one.',
      );
    }
    return recordedPaymentView(row);
  }

  /** Credits the customer at once when the customer service answers; otherwise leaves it to the retry queue. */
  async function creditNowOrLater(
    request: FastifyRequest,
    row: PaymentRow,
  ): Promise<PaymentRow['status']> {
    try {
      const outcome = await creditCustomer(context, row.id, {
        requestId: request.id,
        timeoutMs: 2000,
      });
      return outcome === 'credited' ? 'credited' : row.status;
    } catch (error) {
      if (error instanceof CreditRefused) return 'rejected';
      request.log.warn({ err: error, paymentId: row.id }, 'credit deferred to the ledger queue');
      await queueCredit(ledgerQueue, row.id, retryDelayMs).catch((queueError: unknown) => {
        // The outbox row stays open; the worker's sweep queues it again.
        request.log.error({ err: queueError, paymentId: row.id }, 'could not queue the credit');
      });
      return 'pending';
    }
  }

  app.post(
    '/api/payments',
    {
      schema: { headers: PaymentHeaders, body: NewPaymentBody, response: { 201: RecordedPayment } },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const idempotencyKey = request.headers['idempotency-key'];
      const fingerprint = paymentFingerprint(request.body);
      reply.code(201);

      const earlier = await findPaymentByKey(sequelize, caller.userId, idempotencyKey);
      if (earlier) return replay(earlier, fingerprint);

      const lookup = await customers.lookUp(request.body.customerID, request.id);
      const { trainerId, verified } = paymentTrainer(caller, request.body.trainerID, lookup);
      const { row, created } = await recordPayment(sequelize, {
        body: request.body,
        trainerId,
        trainerVerified: verified,
        idempotencyKey,
        fingerprint,
        actor: auditActorOf(request, caller.userId, caller.role),
      });
      if (!created) return replay(row, fingerprint);
      return recordedPaymentView({ ...row, status: await creditNowOrLater(request, row) });
    },
  );

  app.get('/api/payments', { schema: { response: { 200: PaymentList } } }, async (request) => {
    const caller = userOf(request, 'admin', 'trainer');
    const rows = await latestTwoMonthsOfPayments(sequelize, {
      trainerId: caller.role === 'trainer' ? caller.userId : undefined,
      timeZone,
    });
    const [customerById, trainerNameOf] = await Promise.all([
      customers
        .find(
          rows.map((row) => row.customer_id),
          request.id,
        )
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'customer names unavailable');
          return new Map<string, { name: string; email: string }>();
        }),
      caller.role === 'trainer'
        ? () => caller.name
        : staffNamesOrUnknown(
            staff,
            rows.map((row) => row.trainer_id),
            request.log,
            request.id,
          ),
    ]);
    return rows.map((row) => {
      const customer = customerById.get(row.customer_id);
      return {
        _id: row.id,
        dateOfPayment: new Date(row.paid_at).toISOString(),
        month: row.month,
        amountPaid: row.amount_paid,
        numOfTrainingsPaidFor: row.num_of_trainings_paid_for,
        status: row.status,
        customer: {
          _id: row.customer_id,
          name: customer?.name ?? 'Unknown',
          email: customer?.email ?? '',
        },
        trainer: { _id: row.trainer_id, name: trainerNameOf(row.trainer_id) },
      };
    });
  });
}
