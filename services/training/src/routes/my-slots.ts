import { Slots, SlotsQuery } from '@studio/contracts/availability';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { customerOf } from '@studio/service-kit/identity';
import { replyWithOpenSlots } from '../availability/open-slots.js';
import { bookableTrainers } from '../availability/self-booking-policy.js';
import type { TrainingContext } from '../context.js';

/** The open times a signed-in customer may book themselves (issue 26). */
export function registerMySlotRoutes(app: ServiceApp, context: TrainingContext): void {
  app.get(
    '/api/me/slots',
    { schema: { querystring: SlotsQuery, response: { 200: Slots } } },
    async (request, reply) => {
      const me = customerOf(request);
      const [settings, customer] = await Promise.all([
        context.settings.get(request.id),
        context.slotListPeople.customer(me.customerId, request.id),
      ]);
      if (!customer) throw notFound('Your customer record was not found.');
      const trainerIds = await bookableTrainers(
        context,
        customer,
        request.query.trainerId,
        settings,
        request,
      );
      const query = { ...request.query, trainerIds };
      return replyWithOpenSlots(reply, context, query, settings, request);
    },
  );
}
