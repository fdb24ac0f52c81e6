import {
  NewTrainerRate,
  TrainerRate,
  TrainerRateList,
  TrainerRateQuery,
} from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { addTrainerRate, listTrainerRates } from '../reports/trainer-rates.js';

const pastMonthRefused =
  'A new rate can start this month or later: past months keep the rate they were paid at.';

const notATrainer = 'Choose a trainer: no trainer account has this id.';

/** Trainers' pay per session with the date each rate starts (set on the Trainers screen). */
export function registerTrainerRateRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize } = context;

  app.get(
    '/api/trainer-rates',
    { schema: { querystring: TrainerRateQuery, response: { 200: TrainerRateList } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const trainerId = caller.role === 'admin' ? (request.query.trainerId ?? null) : caller.userId;
      return { rates: await listTrainerRates(sequelize, trainerId) };
    },
  );

  app.post(
    '/api/trainer-rates',
    { schema: { body: NewTrainerRate, response: { 201: TrainerRate } } },
    async (request, reply) => {
      const caller = userOf(request, 'admin');
      const trainer = await context.people.staffMember(request.body.trainerId, request.id);
      if (trainer?.role !== 'trainer') throw badRequest(notATrainer);
      const rate = await addTrainerRate(sequelize, request.body, {
        createdBy: caller.userId,
        now: context.now(),
        timeZone: context.timeZone,
      });
      if (!rate) throw badRequest(pastMonthRefused);
      return reply.code(201).send(rate);
    },
  );
}
