import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { csvByteOrderMark, csvLine } from '@studio/contracts/csv';
import {
  csvResponse,
  paymentExportHeader,
  PaymentExportQuery,
} from '@studio/contracts/list-export';
import type { PaymentListEntry } from '@studio/contracts/payments';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import type { PaymentContext } from '../context.js';
import { readPaymentPage } from '../lists/payment-page-reader.js';

const exportPageSize = '200';

/** The payments list (latest two months) as CSV, filtered and sorted as asked, streamed by page. */
export function registerPaymentExportRoutes(app: ServiceApp, context: PaymentContext): void {
  app.get(
    '/api/payments/export.csv',
    { schema: { querystring: PaymentExportQuery, response: { 200: csvResponse } } },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const withTrainer = caller.role === 'admin';
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .header('cache-control', 'no-store');
      const lines = Readable.from(
        exportLines(context, request, caller, request.query, withTrainer),
      );
      // The type provider types the body from the documented (string) schema; Fastify sends a
      // stream as it comes, without serialising it.
      return reply.send(lines as unknown as string);
    },
  );
}

async function* exportLines(
  context: PaymentContext,
  request: FastifyRequest,
  caller: ReturnType<typeof userOf>,
  query: PaymentExportQuery,
  withTrainer: boolean,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvLine(paymentExportHeader(withTrainer));
  let cursor: string | undefined;
  do {
    const page = await readPaymentPage(context, request, caller, {
      ...query,
      limit: exportPageSize,
      cursor,
    });
    yield page.items.map((payment) => csvLine(exportRow(payment, withTrainer))).join('');
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

function exportRow(payment: PaymentListEntry, withTrainer: boolean): (string | number)[] {
  return [
    payment.dateOfPayment,
    payment.month,
    payment.amountPaid,
    payment.numOfTrainingsPaidFor,
    payment.customer.name,
    payment.customer.email,
    ...(withTrainer ? [payment.trainer.name] : []),
    payment.status,
  ];
}
