import { Customer, CustomerIdParams } from '@studio/contracts/customers';
import {
  invalidUnsubscribeLinkMessage,
  UnsubscribeParams,
  UnsubscribeResult,
  unsubscribedMessage,
} from '@studio/contracts/consent';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import { customerOfUnsubscribeToken } from '@studio/service-kit/unsubscribe-link';
import { QueryTypes } from 'sequelize';
import type { CustomerContext } from '../context.js';
import { customerView } from '../customer-view.js';
import { ensureCanReach } from '../domain/customer-access.js';
import { auditActorOf, recordAudit } from '../store/audit.js';
import { listCustomers } from '../store/customer-list.js';

/** Customers stop their mail by the signed link in it; staff note when they agree to it again. */
export function registerConsentRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, settings, clock, internalTokenSecret, trainers } = context;

  void app.register(async (scope: ServiceApp) => {
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; its content says nothing more.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    scope.post(
      '/api/unsubscribe/:token',
      { schema: { params: UnsubscribeParams, response: { 200: UnsubscribeResult } } },
      async (request) => {
        const customerId = customerOfUnsubscribeToken(request.params.token, internalTokenSecret);
        if (!customerId) throw badRequest(invalidUnsubscribeLinkMessage);
        const at = clock.now();
        const withdrawn = await sequelize.transaction(async (transaction) => {
          const [row] = await sequelize.query<{ first: boolean }>(
            `UPDATE customers SET emails_off_at = COALESCE(emails_off_at, $at::timestamptz)
              WHERE id = $id::uuid RETURNING emails_off_at = $at::timestamptz AS first`,
            {
              type: QueryTypes.SELECT,
              bind: { id: customerId, at: at.toISOString() },
              transaction,
            },
          );
          if (!row) return undefined;
          // A second click changes nothing and records nothing.
          if (row.first) {
            await recordAudit(
              { ...auditActorOf(request), actorId: customerId, actorRole: 'customer' },
              'consent.withdrawn',
              customerId,
              { via: 'unsubscribe-link', at: at.toISOString() },
              transaction,
            );
          }
          return row;
        });
        if (!withdrawn) throw badRequest(invalidUnsubscribeLinkMessage);
        return { message: unsubscribedMessage((await settings.get(request.id)).studioName) };
      },
    );
  });

  app.post(
    '/api/customers/:id/email-consent',
    { schema: { params: CustomerIdParams, response: { 200: Customer } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const [row] = await listCustomers(sequelize, { ids: [request.params.id] });
      if (!row) throw notFound('Customer not found.');
      ensureCanReach(caller, row.trainer_id);
      if (row.emails_off_at) {
        await sequelize.transaction(async (transaction) => {
          await sequelize.query('UPDATE customers SET emails_off_at = NULL WHERE id = $id', {
            bind: { id: row.id },
            transaction,
          });
          await recordAudit(
            auditActorOf(request),
            'consent.renewed',
            row.id,
            { emailsOffSince: new Date(row.emails_off_at!).toISOString() },
            transaction,
          );
        });
      }
      const nameOf = await staffNamesOrUnknown(
        trainers,
        row.trainer_id ? [row.trainer_id] : [],
        request.log,
        request.id,
      );
      return customerView({ ...row, emails_off_at: null }, nameOf);
    },
  );
}
