import {
  SiteEventBody,
  whatsAppClickPingMessages,
  WhatsAppClickPingBody,
  WhatsAppClickPingHeaders,
  whatsAppClickPingPath,
  type SiteEventType,
} from '@studio/contracts/leads';
import { NoContent } from '@studio/contracts/no-content';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest } from '@studio/service-kit/errors';
import type { CustomerContext } from '../context.js';
import { isWhatsAppChat, pageOfPing, sourceOfPage } from '../domain/event-source.js';

/**
 * Anonymous beacons from the public pages (trial page views, WhatsApp START NOW clicks) for the
 * funnel report. No identity, no cookie, no address kept: only what happened, where and when.
 */
export function registerSiteEventRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, clock } = context;

  async function recordSiteEvent(type: SiteEventType, page: string): Promise<void> {
    await sequelize.query(
      `INSERT INTO customer.site_events (type, page, source, occurred_at)
       VALUES ($type, $page, $source, $at)`,
      {
        bind: {
          type,
          page: page.split('?')[0]!,
          source: sourceOfPage(page),
          at: clock.now().toISOString(),
        },
      },
    );
  }

  app.post(
    '/api/public/events',
    { schema: { body: SiteEventBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await recordSiteEvent(request.body.type, request.body.page);
      return reply.code(204).send(null);
    },
  );

  void app.register(async (scope: ServiceApp) => {
    // A hyperlink-auditing ping: `text/ping`, its body the four letters `PING`; nothing else.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'text/ping',
      { parseAs: 'string', bodyLimit: 64 },
      (_r, body, done) => done(null, body),
    );

    // A START NOW click on a prerendered page before its app started (the app counts the rest
    // through the route above, and its links have no `ping`): the page is the ping's sender.
    scope.post(
      whatsAppClickPingPath,
      {
        schema: {
          consumes: ['text/ping'],
          headers: WhatsAppClickPingHeaders,
          body: WhatsAppClickPingBody,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        const page = pageOfPing(request.headers['ping-from']);
        if (page === null) throw badRequest(whatsAppClickPingMessages.notAPublicPage);
        if (!isWhatsAppChat(request.headers['ping-to']))
          throw badRequest(whatsAppClickPingMessages.notWhatsApp);
        await recordSiteEvent('whatsapp-click', page);
        return reply.code(204).send(null);
      },
    );
  });
}
