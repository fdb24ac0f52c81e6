import {
  CustomerAccountParams,
  CustomerPortalAccess,
  InternalInviteBody,
  InternalPortalAccessList,
  InternalPortalAccessQuery,
  InternalRevokeBody,
  InternalRevokeResult,
  maxPortalAccessIds,
  SignedInUserResponse,
  StudioContact,
  WelcomeBody,
  WelcomeInvitation,
  WelcomeParams,
} from '@studio/contracts/customer-accounts';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import { requireService } from '@studio/service-kit/identity';
import {
  acceptInvite,
  invitationOf,
  inviteCustomer,
  portalAccessesOf,
  portalAccessOf,
  revokeCustomerAccess,
} from '../domain/customer-invites.js';
import { readStudioSettings } from '../domain/studio-settings.js';
import { flushOutboxSoon } from '../mail/flush-soon.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { customerAccountDto } from '../models/user.js';
import { auditContextOf } from './audit-context.js';
import { idListOf } from './id-list.js';
import { requireSignedIn } from './signed-in-account.js';

/**
 * Customers' own accounts. Staff act through the customer service, which owns the customer record
 * and checks who may reach it, then calls the `/internal` routes here; the welcome link is the
 * customer's own, answered here (its page) and through the BFF (which starts the session).
 */
export async function customerAccountRoutes(
  app: ServiceApp,
  {
    models,
    outbox,
    clock,
    publicBaseUrl,
  }: { models: AuthModels; outbox: MailOutbox; clock: Clock; publicBaseUrl: string },
) {
  app.get(
    '/internal/customer-accounts',
    {
      preHandler: requireService(),
      schema: {
        querystring: InternalPortalAccessQuery,
        response: { 200: InternalPortalAccessList },
      },
    },
    async (request) => {
      const accesses = await portalAccessesOf(
        models,
        idListOf(request.query.customerIds, maxPortalAccessIds),
      );
      return {
        accounts: [...accesses].map(([customerId, portalAccess]) => ({ customerId, portalAccess })),
      };
    },
  );

  app.get(
    '/internal/customer-accounts/:customerId',
    {
      preHandler: requireService(),
      schema: { params: CustomerAccountParams, response: { 200: CustomerPortalAccess } },
    },
    async (request) => ({ portalAccess: await portalAccessOf(models, request.params.customerId) }),
  );

  app.post(
    '/internal/customer-accounts/:customerId/invite',
    {
      preHandler: requireService(),
      schema: {
        params: CustomerAccountParams,
        body: InternalInviteBody,
        response: { 200: CustomerPortalAccess },
      },
    },
    async (request) => {
      const { name, email, actorId } = request.body;
      await inviteCustomer(
        models,
        { outbox, clock, publicBaseUrl },
        { customerId: request.params.customerId, name, email },
        { ...auditContextOf(request), actorId },
      );
      flushOutboxSoon(outbox, request.log);
      return { portalAccess: 'invited' as const };
    },
  );

  app.post(
    '/internal/customer-accounts/:customerId/revoke',
    {
      preHandler: requireService(),
      schema: {
        params: CustomerAccountParams,
        body: InternalRevokeBody,
        response: { 200: InternalRevokeResult },
      },
    },
    async (request) => ({
      userId: await revokeCustomerAccess(models, request.params.customerId, {
        ...auditContextOf(request),
        actorId: request.body.actorId,
      }),
    }),
  );

  app.get(
    '/api/welcome/:token',
    { schema: { params: WelcomeParams, response: { 200: WelcomeInvitation } } },
    async (request) => invitationOf(models, request.params.token, clock),
  );

  app.post(
    '/internal/welcome/:token',
    {
      schema: { params: WelcomeParams, body: WelcomeBody, response: { 200: SignedInUserResponse } },
    },
    async (request) => {
      const account = await acceptInvite(
        models,
        clock,
        request.params.token,
        request.body.password,
        auditContextOf(request),
      );
      return { user: customerAccountDto(account) };
    },
  );

  app.get(
    '/api/studio-contact',
    { preHandler: requireSignedIn(), schema: { response: { 200: StudioContact } } },
    async () => {
      const { studioName, address, phone } = await readStudioSettings(models);
      return { name: studioName, address, phone };
    },
  );
}
