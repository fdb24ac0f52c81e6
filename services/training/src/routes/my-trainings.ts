import { RescheduleBody, SelfBookingBody } from '@studio/contracts/availability';
import {
  CancelledTraining,
  MyTraining as MyTrainingSchema,
  MyTrainings,
  type MyTraining,
} from '@studio/contracts/my-trainings';
import { TrainingIdParams } from '@studio/contracts/training';
import type { ServiceApp } from '@studio/service-kit/app';
import { customerOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { cancelTiming } from '../domain/cancel-policy.js';
import { cancelOwnTraining } from '../trainings/customer-cancel.js';
import { customerTrainings } from '../trainings/my-training-queries.js';
import { bookOwnSession, rescheduleOwnSession } from '../trainings/self-booking.js';

/**
 * A signed-in customer's own sessions: booking an open time, moving one, and cancelling one under
 * the studio's policy.
 */
export function registerMyTrainingRoutes(app: ServiceApp, context: TrainingContext): void {
  app.get('/api/me/trainings', { schema: { response: { 200: MyTrainings } } }, async (request) => {
    const me = customerOf(request);
    const now = context.now();
    const [{ upcoming, past }, { cancelNoticeHours }] = await Promise.all([
      customerTrainings(context.sequelize, me.customerId, now),
      context.settings.get(request.id),
    ]);
    const rows = [...upcoming, ...past];
    const names = await context.people.namesFor(
      { customerIds: [], trainerIds: rows.map((row) => row.trainerId) },
      request.log,
      request.id,
    );
    const show = (row: (typeof rows)[number]): MyTraining => ({
      _id: row.id,
      dateOfTraining: row.dateOfTraining.toISOString(),
      status: row.status,
      trainer: { _id: row.trainerId, name: names.trainerName(row.trainerId) },
      lateIfCancelledNow:
        row.status === 'scheduled' &&
        cancelTiming({ startsAt: row.dateOfTraining, now, cancelNoticeHours }) === 'late',
    });
    return { upcoming: upcoming.map(show), past: past.map(show) };
  });

  app.post(
    '/api/me/trainings/:id/cancel',
    { schema: { params: TrainingIdParams, response: { 200: CancelledTraining } } },
    async (request) => {
      const me = customerOf(request);
      return cancelOwnTraining(context, me, request.params.id, request);
    },
  );

  app.post(
    '/api/me/trainings',
    { schema: { body: SelfBookingBody, response: { 201: MyTrainingSchema } } },
    async (request, reply) => {
      const me = customerOf(request);
      const training = await bookOwnSession(context, me, request.body, request);
      return reply.code(201).send(training);
    },
  );

  app.post(
    '/api/me/trainings/:id/reschedule',
    {
      schema: {
        params: TrainingIdParams,
        body: RescheduleBody,
        response: { 200: MyTrainingSchema },
      },
    },
    async (request) => {
      const me = customerOf(request);
      return rescheduleOwnSession(context, me, request.params.id, request.body, request);
    },
  );
}
