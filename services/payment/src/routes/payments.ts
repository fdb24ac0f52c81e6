import type { FastifyRequest } from 'fastify';
import {
  NewPaymentBody,
  PaymentHeaders,
  PaymentList,
  PaymentListEntry,
  RecordedPayment,
} from '@studio/contracts/payments';
import { PaymentPage, PaymentPageQuery } from '@studio/contracts/payment-page';
import type { ServiceApp } from '@studio/service-kit/app';
import Type from 'typebox';
import { HttpError } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { PaymentContext } from '../context.js';
import { paymentTrainer } from '../domain/payment-trainer.js';
import { paymentFingerprint } from '../domain/request-fingerprint.js';
import { CreditRefused, creditCustomer } from '../ledger/credit-customer.js';
import { queueCredit } from '../ledger/ledger-queue.js';
import { paymentEntries } from '../lists/payment-entries.js';
import { readPaymentPage } from '../lists/payment-page-reader.js';
import { registerMyPaymentRoutes } from './my-payments.js';
import { registerPaymentExportRoutes } from './payment-export.js';
import { registerPayNowRoutes } from './paynow.js';
import { registerRevenueReportRoutes } from './revenue-report.js';
import type { PaymentAuditActor } from '../store/payment-audit.js';
import { paymentListChunk } from '../store/payment-list.js';
import { sendStreamedList } from '@studio/service-kit/streamed-list';
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
  const { sequelize, customers, ledgerQueue, timeZone, retryDelayMs } = context;

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

  // Without parameters: the spec's whole list. With any paging parameter: one page of it.
  app.get(
    '/api/payments',
    {
      schema: {
        querystring: PaymentPageQuery,
        response: { 200: Type.Union([PaymentList, PaymentPage]) },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      if (Object.keys(request.query).length > 0)
        return readPaymentPage(context, request, caller, request.query);
      return sendStreamedList(reply, PaymentListEntry, {
        readChunk: paymentListChunk(sequelize, {
          trainerId: caller.role === 'trainer' ? caller.userId : undefined,
          timeZone,
        }),
        itemsOf: (rows) => paymentEntries(context, request, caller, rows),
      });
    },
  );

  registerPaymentExportRoutes(app, context);
  registerPayNowRoutes(app, context);
  registerMyPaymentRoutes(app, context);
  registerRevenueReportRoutes(app, context);
}
