import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { csvByteOrderMark, csvLine } from '@studio/contracts/csv';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import {
  csvResponse,
  CustomerExportQuery,
  customerExportHeader,
} from '@studio/contracts/list-export';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { readCustomerPage } from '../lists/customer-page-reader.js';

const exportPageSize = '200';

/**
 * The whole filtered customer list as CSV, as the screen shows it (IC masked), streamed a page at
 * a time so a chain of any size never sits in memory.
 */
export function registerCustomerExportRoutes(app: ServiceApp, context: CustomerContext): void {
  app.get(
    '/api/customers/export.csv',
    { schema: { querystring: CustomerExportQuery, response: { 200: csvResponse } } },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const withTrainer = caller.role === 'admin';
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
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
  context: CustomerContext,
  request: FastifyRequest,
  caller: ReturnType<typeof userOf>,
  query: CustomerExportQuery,
  withTrainer: boolean,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvLine(customerExportHeader(withTrainer));
  let cursor: string | undefined;
  do {
    const page = await readCustomerPage(context, request, caller, {
      ...query,
      limit: exportPageSize,
      cursor,
    });
    yield page.items.map((customer) => csvLine(exportRow(customer, withTrainer))).join('');
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

function exportRow(customer: CustomerListItem, withTrainer: boolean): (string | number)[] {
  return [
    customer.name,
    customer.email,
    customer.phone,
    customer.ic,
    customer.dateOfBirth,
    customer.sex,
    customer.dateJoined,
    customer.numOfTrainings,
    ...(withTrainer ? [customer.trainerID?.name ?? ''] : []),
    customer.paymentCount,
    customer.paymentTotal,
    customer.nextExpiry?.date ?? '',
    customer.nextExpiry?.sessions ?? '',
  ];
}
