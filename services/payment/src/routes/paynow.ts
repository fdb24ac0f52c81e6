import {
  PayNowCode,
  PayNowCodeQuery,
  payNowAmountOf,
  payNowMessages,
} from '@studio/contracts/paynow';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, conflict, HttpError, notFound } from '@studio/service-kit/errors';
import { requireRole, requireService, userOf } from '@studio/service-kit/identity';
import { TrialPayNow, TrialPayNowBody, trialPriceDollars } from '@studio/contracts/trial';
import type { PaymentContext } from '../context.js';
import { payNowPayload } from '../paynow/emvco-payload.js';
import { paymentReference } from '../paynow/payment-reference.js';

/** The PayNow QR payload for one payment: the studio's account, a fixed amount, a fresh reference. */
export function registerPayNowRoutes(app: ServiceApp, { customers, settings }: PaymentContext) {
  app.get(
    '/api/paynow',
    {
      // Before validation: a stranger learns nothing about the query's rules.
      preValidation: requireRole('admin', 'trainer'),
      schema: { querystring: PayNowCodeQuery, response: { 200: PayNowCode } },
    },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const amount = payNowAmountOf(request.query.amount);
      if (amount === undefined) throw badRequest(payNowMessages.amount);

      const lookup = await customers.lookUp(request.query.customerID, request.id);
      if (lookup.status === 'unavailable')
        throw new HttpError(
          503,
          'Customers cannot be checked right now; please try again shortly.',
        );
      // Another trainer's customer is answered as unknown: its existence is not theirs to learn.
      if (
        lookup.status === 'missing' ||
        (caller.role === 'trainer' && lookup.customer.trainerID !== caller.userId)
      )
        throw notFound('Customer not found.');

      const { paynow: account } = await settings.get(request.id);
      if (!account) throw conflict(payNowMessages.accountNotSetUp);
      const reference = paymentReference(lookup.customer.name);
      return { payload: payNowPayload({ account, amount, reference }), reference };
    },
  );

  // The $100 trial (issue 27): the customer service asks for a visitor's code when it holds a time.
  app.post(
    '/internal/paynow/trial',
    {
      preHandler: requireService(),
      schema: { body: TrialPayNowBody, response: { 200: TrialPayNow } },
    },
    async (request) => {
      const { paynow: account } = await settings.get(request.id);
      if (!account) throw conflict(payNowMessages.accountNotSetUp);
      const reference = paymentReference(request.body.name);
      return {
        payload: payNowPayload({ account, amount: trialPriceDollars, reference }),
        reference,
      };
    },
  );
}
