import Type from 'typebox';
import {
  CreatedTrainings,
  CreateTrainingBody,
  DeletedTraining,
  Training,
  TrainingConflict,
  TrainingIdParams,
  TrainingList,
  TrainingPage,
  TrainingRangeQuery,
  UpdateTrainingBody,
} from '@studio/contracts/training';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { findVisibleTraining } from '../trainings/access.js';
import { changeTraining } from '../trainings/change-training.js';
import { deleteTraining } from '../trainings/delete-training.js';
import {
  bookTrainings,
  ConflictError,
  requestedDate,
  trainerForBooking,
} from '../trainings/booking.js';
import { presentTrainings } from '../trainings/present.js';
import { peopleOfForm } from '../trainings/training-form.js';
import { scopeOf } from '../trainings/scope.js';
import { sendTrainingList } from '../trainings/streamed-trainings.js';
import { readTrainingPage } from '../trainings/training-page-reader.js';
import { trainingListChunk, weeklyDates } from '../trainings/training-queries.js';

const deletedMessage = 'Success! Training has been deleted.';

/** The schedule: list (optionally one visible range), create (optionally weekly), move or edit, delete. */
export function registerTrainingRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize, people, timeZone } = context;

  // Without paging parameters: the spec's list (optionally filtered). With `limit` or `cursor`:
  // one page of it.
  app.get(
    '/api/training',
    {
      schema: {
        querystring: TrainingRangeQuery,
        response: { 200: Type.Union([TrainingList, TrainingPage]) },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const { query } = request;
      const from = query.from ? new Date(query.from) : undefined;
      const to = query.to ? new Date(query.to) : undefined;
      if (from && to && from.getTime() > to.getTime())
        throw badRequest('from must not be after to.');
      const scope = await scopeOf(caller, people, request.id);
      const filter = { from, to, trainerId: query.trainerId, customerId: query.customerId };
      if (query.limit !== undefined || query.cursor !== undefined)
        return readTrainingPage(context, request, scope, filter, query);
      return sendTrainingList(
        reply,
        request,
        people,
        scope,
        trainingListChunk(sequelize, scope, filter),
      );
    },
  );

  app.post(
    '/api/training',
    {
      schema: {
        body: CreateTrainingBody,
        response: { 201: Type.Union([Training, CreatedTrainings]), 409: TrainingConflict },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const { body } = request;
      if (body.status && body.status !== 'scheduled')
        throw badRequest('A new training starts as scheduled; claim it once it has taken place.');
      const start = requestedDate(body);
      const booked = peopleOfForm(body);
      const trainerId = await trainerForBooking(context, caller, booked, request);
      const repeatWeeks = body.repeatWeeks ?? 1;
      const dates =
        repeatWeeks > 1 ? await weeklyDates(sequelize, start, repeatWeeks, timeZone) : [start];
      try {
        const created = await sequelize.transaction((transaction) =>
          bookTrainings(
            context,
            { dates, trainerId, customerId: booked.customerId, allowConflict: body.allowConflict },
            request,
            transaction,
          ),
        );
        await context.reminders.afterChange(
          {
            schedule: created.map((training) => ({
              trainingId: training.id,
              startsAt: training.dateOfTraining,
            })),
          },
          request.log,
        );
        const shown = await presentTrainings(created, people, request);
        return reply
          .code(201)
          .send(repeatWeeks > 1 ? { trainings: shown } : (shown[0] as Training));
      } catch (error) {
        if (error instanceof ConflictError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );

  app.put(
    '/api/training/:id',
    {
      schema: {
        params: TrainingIdParams,
        body: UpdateTrainingBody,
        response: { 200: Training, 409: TrainingConflict },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      if ((request.body.repeatWeeks ?? 1) > 1)
        throw badRequest(
          'repeatWeeks only applies when booking: a change moves this one training. To repeat it, book it again with repeatWeeks.',
        );
      const training = await findVisibleTraining(context, caller, request.params.id, request);
      const outcome = await changeTraining(context, caller, training, request.body, request);
      if (outcome.kind === 'conflict') return reply.code(409).send(outcome.conflict);
      const [shown] = await presentTrainings([outcome.training], people, request);
      return shown;
    },
  );

  app.delete(
    '/api/training/:id',
    { schema: { params: TrainingIdParams, response: { 200: DeletedTraining } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const training = await findVisibleTraining(context, caller, request.params.id, request);
      const outcome = await deleteTraining(context, caller, training, request);
      if (outcome.kind === 'already-deleted') throw notFound('Training not found.');
      return { message: deletedMessage };
    },
  );
}
