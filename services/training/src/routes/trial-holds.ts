import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { Slots, TrainerSlotsQuery } from '@studio/contracts/availability';
import {
  ConfirmTrialHoldBody,
  InternalTrialHold,
  InternalTrialHoldBody,
  TrialHoldParams,
  trialMessages,
} from '@studio/contracts/trial';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, conflict, notFound } from '@studio/service-kit/errors';
import { requireService } from '@studio/service-kit/identity';
import { readAvailability, readHeldTimes } from '../availability/availability-store.js';
import { replyWithOpenSlots } from '../availability/open-slots.js';
import type { TrainingContext } from '../context.js';
import { isOpenSlot } from '../domain/slots.js';
import { calendarDateOf } from '../domain/wall-clock.js';
import { lockTrainerTime } from '../trainings/trainer-time-lock.js';
import { trialConfirmedMail, trialMailKind } from '../mail/trial-confirmed-mail.js';
import { recordMail } from '@studio/service-kit/mail-outbox';

interface HoldRow {
  lead_id: string;
  trainer_id: string;
  starts_at: Date;
  expires_at: Date;
  released_at: Date | null;
  training_id: string | null;
}

const shown = (row: HoldRow): InternalTrialHold => ({
  leadId: row.lead_id,
  trainerId: row.trainer_id,
  start: row.starts_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  trainingId: row.training_id,
});

const notATrialSlot =
  "start: that time is not one of the open trial times (outside the trainer's hours, too soon or too far ahead); choose a time from the list.";

/**
 * Trials (issue 27): the open times of trainers who take trials, for anyone; and, for the customer
 * service only, a hold on one of them, its confirmation into a scheduled session, its release.
 * Holds go through the schedule's one overlap guarantee: the trainer time lock, then the same
 * open-slot rule customers book by, against sessions and unexpired holds as committed now.
 */
export function registerTrialHoldRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize } = context;

  async function trialTrainerIds(): Promise<string[]> {
    const rows = await sequelize.query<{ trainer_id: string }>(
      'SELECT trainer_id FROM trainer_availability WHERE takes_trials ORDER BY trainer_id',
      { type: QueryTypes.SELECT },
    );
    return rows.map((row) => row.trainer_id);
  }

  app.get(
    '/api/trial/slots',
    { schema: { querystring: TrainerSlotsQuery, response: { 200: Slots } } },
    async (request, reply) => {
      const settings = await context.settings.get(request.id);
      const query = { ...request.query, trainerIds: await trialTrainerIds() };
      return replyWithOpenSlots(reply, context, query, settings, request);
    },
  );

  app.post(
    '/internal/trial-holds',
    {
      preHandler: requireService(),
      schema: { body: InternalTrialHoldBody, response: { 201: InternalTrialHold } },
    },
    async (request, reply) => {
      const { leadId, trainerId } = request.body;
      const start = new Date(request.body.start);
      const expiresAt = new Date(request.body.expiresAt);
      const settings = await context.settings.get(request.id);
      const row = await sequelize.transaction(async (transaction) => {
        await lockTrainerTime(sequelize, { trainerId, customerId: leadId }, transaction);
        const now = context.now();
        const hours = await readAvailability(
          sequelize,
          trainerId,
          calendarDateOf(now, context.timeZone),
          transaction,
        );
        if (!hours.takesTrials)
          throw badRequest('trainerId: this trainer does not take trials; choose a listed time.');
        const reach = (settings.sessionMinutes + settings.bufferMinutes) * 60_000;
        const held = await readHeldTimes(
          sequelize,
          [trainerId],
          { from: new Date(start.getTime() - reach), to: new Date(start.getTime() + reach) },
          now,
          transaction,
        );
        const inputs = { now, timeZone: context.timeZone, rules: settings, trainers: [hours] };
        if (!isOpenSlot({ ...inputs, held }, trainerId, start)) {
          if (isOpenSlot({ ...inputs, held: [] }, trainerId, start))
            throw conflict(trialMessages.slotTaken);
          throw badRequest(notATrialSlot);
        }
        const [created] = await sequelize.query<HoldRow>(
          `INSERT INTO trial_holds (id, lead_id, trainer_id, starts_at, expires_at, created_at)
           VALUES ($id, $leadId, $trainerId, $start, $expiresAt, $now)
           RETURNING lead_id, trainer_id, starts_at, expires_at, released_at, training_id`,
          {
            type: QueryTypes.SELECT,
            bind: { id: randomUUID(), leadId, trainerId, start, expiresAt, now },
            transaction,
          },
        );
        return created!;
      });
      reply.code(201);
      return shown(row);
    },
  );

  // The payment was seen: the hold becomes a scheduled session (once; a repeat answers the same).
  app.post(
    '/internal/trial-holds/:leadId/confirm',
    {
      preHandler: requireService(),
      schema: {
        params: TrialHoldParams,
        body: ConfirmTrialHoldBody,
        response: { 200: InternalTrialHold },
      },
    },
    async (request) => {
      const { leadId } = request.params;
      const before = await findHold(leadId);
      if (!before) throw notFound(trialMessages.notHeld);
      const [settings, trainer] = await Promise.all([
        context.settings.get(request.id),
        context.people.staffContact(before.trainer_id, request.id),
      ]);
      const confirmed = await sequelize.transaction(async (transaction) => {
        await lockTrainerTime(
          sequelize,
          { trainerId: before.trainer_id, customerId: leadId },
          transaction,
        );
        const hold = await findHold(leadId, transaction);
        if (!hold) throw notFound(trialMessages.notHeld);
        if (hold.training_id) return shown(hold);
        if (hold.released_at || hold.expires_at.getTime() <= context.now().getTime())
          throw conflict(trialMessages.expired);
        const training = await context.trainings.create(
          {
            id: randomUUID(),
            customerId: leadId,
            trainerId: hold.trainer_id,
            dateOfTraining: hold.starts_at,
          },
          { transaction },
        );
        await sequelize.query(
          'UPDATE trial_holds SET training_id = $training WHERE lead_id = $leadId',
          {
            bind: { training: training.id, leadId },
            transaction,
          },
        );
        await recordMail(
          sequelize,
          { kind: trialMailKind, subjectId: `${leadId}/confirmed`, occasion: hold.starts_at },
          request.body.visitor.email.trim()
            ? trialConfirmedMail(
                { trainingId: training.id, startsAt: hold.starts_at },
                { visitor: request.body.visitor, trainerName: trainer?.name ?? 'your trainer' },
                request.body.reference,
                settings,
                context.timeZone,
              )
            : null,
          transaction,
        );
        return shown({ ...hold, training_id: training.id });
      });
      await context.mail.flush().catch(() => 0);
      return confirmed;
    },
  );

  // An unpaid hold's end is recorded (its time stopped counting at `expires_at` already).
  app.post(
    '/internal/trial-holds/:leadId/release',
    {
      preHandler: requireService(),
      schema: { params: TrialHoldParams, response: { 200: InternalTrialHold } },
    },
    async (request) => {
      const [row] = await sequelize.query<HoldRow>(
        `UPDATE trial_holds SET released_at = COALESCE(released_at, $now)
          WHERE lead_id = $leadId AND training_id IS NULL
          RETURNING lead_id, trainer_id, starts_at, expires_at, released_at, training_id`,
        {
          type: QueryTypes.SELECT,
          bind: { leadId: request.params.leadId, now: context.now() },
        },
      );
      if (!row) {
        const hold = await findHold(request.params.leadId);
        if (!hold) throw notFound(trialMessages.notHeld);
        return shown(hold);
      }
      return shown(row);
    },
  );

  async function findHold(leadId: string, transaction?: Transaction): Promise<HoldRow | undefined> {
    const [row] = await sequelize.query<HoldRow>(
      `SELECT lead_id, trainer_id, starts_at, expires_at, released_at, training_id
         FROM trial_holds WHERE lead_id = $leadId`,
      { type: QueryTypes.SELECT, bind: { leadId }, transaction },
    );
    return row;
  }
}
