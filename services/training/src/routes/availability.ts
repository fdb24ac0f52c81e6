import {
  Availability,
  AvailabilityChange,
  AvailabilityParams,
  Slots,
  TrainerSlotsQuery,
} from '@studio/contracts/availability';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, forbidden } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { FastifyRequest } from 'fastify';
import { readAvailability, saveAvailability } from '../availability/availability-store.js';
import { businessToday, replyWithOpenSlots } from '../availability/open-slots.js';
import type { TrainingContext } from '../context.js';
import { availabilityProblem } from '../domain/availability-rules.js';

const notATrainer = 'id: no trainer account has this id.';

/** A trainer's availability is theirs to read and change, and any admin's. */
async function checkedTrainer(
  context: TrainingContext,
  request: FastifyRequest,
  trainerId: string,
): Promise<void> {
  const caller = userOf(request, 'admin', 'trainer');
  if (caller.role === 'trainer' && caller.userId !== trainerId)
    throw forbidden('Trainers see and change only their own availability.');
  if (caller.userId === trainerId) return;
  const trainer = await context.people.staffMember(trainerId, request.id);
  if (!trainer) throw badRequest(notATrainer);
}

/** Trainers' published hours (issue 26) and the open slots staff can look up for any trainer. */
export function registerAvailabilityRoutes(app: ServiceApp, context: TrainingContext): void {
  app.get(
    '/api/trainers/:id/availability',
    { schema: { params: AvailabilityParams, response: { 200: Availability } } },
    async (request) => {
      await checkedTrainer(context, request, request.params.id);
      return readAvailability(context.sequelize, request.params.id, businessToday(context));
    },
  );

  app.put(
    '/api/trainers/:id/availability',
    {
      schema: {
        params: AvailabilityParams,
        body: AvailabilityChange,
        response: { 200: Availability },
      },
    },
    async (request) => {
      await checkedTrainer(context, request, request.params.id);
      const problem = availabilityProblem(request.body, businessToday(context));
      if (problem) throw badRequest(problem);
      const caller = userOf(request);
      return saveAvailability(context.sequelize, request.params.id, request.body, caller.userId);
    },
  );

  app.get(
    '/api/trainers/:id/slots',
    {
      schema: {
        params: AvailabilityParams,
        querystring: TrainerSlotsQuery,
        response: { 200: Slots },
      },
    },
    async (request, reply) => {
      userOf(request, 'admin', 'trainer');
      const settings = await context.settings.get(request.id);
      const query = { ...request.query, trainerIds: [request.params.id] };
      return replyWithOpenSlots(reply, context, query, settings, request);
    },
  );
}
