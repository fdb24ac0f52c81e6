import {
  BookingRequest,
  BookingRequestList,
  CreateBookingRequestBody,
} from '@studio/contracts/booking-requests';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, conflict, notFound } from '@studio/service-kit/errors';
import { customerOf } from '@studio/service-kit/identity';
import {
  customerRequests,
  insertBookingRequest,
  pendingRequestCount,
} from '../booking-requests/booking-request-queries.js';
import { presentBookingRequests } from '../booking-requests/present-booking-requests.js';
import type { TrainingContext } from '../context.js';

/** Enough for a few weeks of asking; more waiting at once is a stuck screen or a script. */
const maxPendingRequests = 10;

/** A signed-in customer asks their trainer for a session time, and sees the answers. */
export function registerMyBookingRequestRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize, people } = context;

  app.get(
    '/api/me/booking-requests',
    { schema: { response: { 200: BookingRequestList } } },
    async (request) => {
      const me = customerOf(request);
      return presentBookingRequests(
        await customerRequests(sequelize, me.customerId),
        people,
        request,
      );
    },
  );

  app.post(
    '/api/me/booking-requests',
    { schema: { body: CreateBookingRequestBody, response: { 201: BookingRequest } } },
    async (request, reply) => {
      const me = customerOf(request);
      const dateOfTraining = new Date(request.body.dateOfTraining);
      if (dateOfTraining.getTime() <= context.now().getTime())
        throw badRequest('Choose a time in the future.');
      const customer = await people.customer(me.customerId, request.id);
      if (!customer) throw notFound('Your customer record could not be found.');
      if (!customer.trainerID)
        throw badRequest(
          'You have no trainer yet, so there is nobody to send the request to. Please contact the studio.',
        );
      if ((await pendingRequestCount(sequelize, me.customerId)) >= maxPendingRequests)
        throw conflict(
          `You already have ${maxPendingRequests} requests waiting for an answer; please wait for your trainer to reply.`,
        );
      const row = await insertBookingRequest(sequelize, {
        customerId: me.customerId,
        trainerId: customer.trainerID,
        dateOfTraining,
        note: request.body.note?.trim() ?? '',
      });
      const [shown] = await presentBookingRequests([row], people, request);
      return reply.code(201).send(shown as BookingRequest);
    },
  );
}
