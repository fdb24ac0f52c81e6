import { Customer, CustomerIdParams } from '@studio/contracts/customers';
import {
  invalidUnsubscribeLinkMessage,
  UnsubscribeParams,
  UnsubscribeResult,
  unsubscribedMessage,
} from '@studio/contracts/consent';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { customerOf, userOf } from '@studio/service-kit/identity';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import { customerOfUnsubscribeToken } from '@studio/service-kit/unsubscribe-link';
import type { CustomerContext } from '../context.js';
import { customerById } from '../customer-by-id.js';
import { withdrawEmailConsent } from '../store/email-consent.js';
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
        const withdrawn = await withdrawEmailConsent(
          sequelize,
          customerId,
          at,
          auditActorOf(request),
          'unsubscribe-link',
        );
        if (!withdrawn) throw badRequest(invalidUnsubscribeLinkMessage);
        return { message: unsubscribedMessage((await settings.get(request.id)).studioName) };
      },
    );
  });

  // One click on /me: the same withdrawal as the mail's link, for the signed-in customer.
  app.delete(
    '/api/me/email-consent',
    { schema: { response: { 200: Customer } } },
    async (request) => {
      const { customerId } = customerOf(request);
      const withdrawn = await withdrawEmailConsent(
        sequelize,
        customerId,
        clock.now(),
        auditActorOf(request),
        'my-account',
      );
      const customer = withdrawn ? await customerById(context, customerId, request) : undefined;
      if (!customer)
        throw notFound('Your customer record no longer exists. Please contact the studio.');
      return customer;
    },
  );

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
