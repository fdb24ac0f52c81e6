import { QueryTypes } from 'sequelize';
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
import { recordLedgerEntry } from '../ledger/outbox.js';
import { recordScheduledDeletion } from '../reports/deleted-trainings.js';
import { findVisibleTraining } from '../trainings/access.js';
import {
  bookTrainings,
  ConflictError,
  ensureNoConflicts,
  requestedDate,
  trainerForBooking,
} from '../trainings/booking.js';
import { presentTrainings } from '../trainings/present.js';
import { peopleOfChange, peopleOfForm } from '../trainings/training-form.js';
import { customersReadFor, scopeOf } from '../trainings/scope.js';
import { readTrainingPage } from '../trainings/training-page-reader.js';
import { listTrainings, weeklyDates } from '../trainings/training-queries.js';

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
    async (request) => {
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
      return presentTrainings(
        await listTrainings(sequelize, scope, filter),
        people,
        request,
        customersReadFor(scope),
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
      const { body } = request;
      if ((body.repeatWeeks ?? 1) > 1)
        throw badRequest(
          'repeatWeeks only applies when booking: a change moves this one training. To repeat it, book it again with repeatWeeks.',
        );
      const training = await findVisibleTraining(context, caller, request.params.id, request);
      if (training.status === 'late-cancelled')
        throw badRequest(
          'The customer cancelled this training late, so it cannot be changed; waive the charge or delete it.',
        );
      if (body.status && body.status !== training.status) {
        throw badRequest(
          training.status === 'scheduled'
            ? 'Use Claim to mark a training as completed.'
            : 'A completed training cannot be scheduled again; delete it instead.',
        );
      }
      const dateOfTraining = requestedDate(body);
      const booked = peopleOfChange(body, training);
      if (training.status === 'completed') {
        if (booked.customerId !== training.customerId)
          throw badRequest("A completed training's customer cannot be changed.");
        if (dateOfTraining.getTime() > context.now().getTime())
          throw badRequest('A completed training cannot be moved into the future.');
      }
      const trainerId = await trainerForBooking(context, caller, booked, request);
      const before = { trainingId: training.id, startsAt: training.dateOfTraining };
      try {
        await sequelize.transaction(async (transaction) => {
          await ensureNoConflicts(
            context,
            {
              dates: [dateOfTraining],
              trainerId,
              customerId: booked.customerId,
              excludeId: training.id,
              allowConflict: body.allowConflict,
            },
            request,
            transaction,
          );
          await training.update(
            { dateOfTraining, customerId: booked.customerId, trainerId },
            { transaction },
          );
        });
      } catch (error) {
        if (error instanceof ConflictError) return reply.code(409).send(error.body);
        throw error;
      }
      if (
        training.status === 'scheduled' &&
        before.startsAt.getTime() !== dateOfTraining.getTime()
      ) {
        await context.reminders.afterChange(
          { cancel: [before], schedule: [{ trainingId: training.id, startsAt: dateOfTraining }] },
          request.log,
        );
      }
      const [shown] = await presentTrainings([training], people, request);
      return shown;
    },
  );

  app.delete(
    '/api/training/:id',
    { schema: { params: TrainingIdParams, response: { 200: DeletedTraining } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const training = await findVisibleTraining(context, caller, request.params.id, request);
      // Only the request that actually deletes the row, seeing its status at that moment, gives a
      // claimed session back.
      const outcome = await sequelize.transaction(async (transaction) => {
        const [deleted] = await sequelize.query<{
          status: string;
          customerId: string;
          chargedLateCancel: boolean;
        }>(
          `DELETE FROM trainings WHERE id = $id RETURNING status, customer_id AS "customerId",
             (late_cancel_charged IS TRUE AND late_cancel_waived_at IS NULL) AS "chargedLateCancel"`,
          { type: QueryTypes.SELECT, bind: { id: training.id }, transaction },
        );
        if (!deleted) return 'already-deleted' as const;
        if (deleted.status === 'scheduled')
          await recordScheduledDeletion(sequelize, training, caller.userId, transaction);
        const refund = deleted.status === 'completed' || deleted.chargedLateCancel;
        if (!refund)
          return deleted.status === 'scheduled' ? ('deleted' as const) : ('gone' as const);
        // A deleted late cancel that still holds its charge gives the session back as a waiver.
        const sourceType =
          deleted.status === 'completed'
            ? ('training-unclaim' as const)
            : ('late-cancel-waiver' as const);
        const outboxId = await recordLedgerEntry(
          sequelize,
          {
            sourceType,
            sourceId: training.id,
            customerId: deleted.customerId,
            delta: 1,
            reason:
              sourceType === 'training-unclaim'
                ? 'Completed training deleted'
                : 'Late-cancelled training deleted',
            actorId: caller.userId,
          },
          transaction,
        );
        return { outboxId, sourceType, sourceId: training.id };
      });
      if (outcome === 'already-deleted') throw notFound('Training not found.');
      if (outcome === 'deleted') {
        await context.reminders.afterChange(
          { cancel: [{ trainingId: training.id, startsAt: training.dateOfTraining }] },
          request.log,
        );
      }
      if (typeof outcome === 'object')
        await context.ledger.dispatch(outcome, request.log, request.id);
      return { message: deletedMessage };
    },
  );
}
