import { SiteEventBody } from '@studio/contracts/leads';
import { NoContent } from '@studio/contracts/no-content';
import type { ServiceApp } from '@studio/service-kit/app';
import type { CustomerContext } from '../context.js';
import { sourceOfPage } from '../domain/event-source.js';

/**
 * Anonymous beacons from the public pages (trial page views, WhatsApp START NOW clicks) for the
 * funnel report. No identity, no cookie, no address kept: only what happened, where and when.
 */
export function registerSiteEventRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, clock } = context;
  app.post(
    '/api/public/events',
    { schema: { body: SiteEventBody, response: { 204: NoContent } } },
    async (request, reply) => {
      const { type, page } = request.body;
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
      return reply.code(204).send(null);
    },
  );
}
