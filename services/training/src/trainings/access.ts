import type { FastifyRequest } from 'fastify';
import { QueryTypes } from 'sequelize';
import type { Identity } from '@studio/service-kit/identity-token';
import { notFound } from '@studio/service-kit/errors';
import type { TrainingContext } from '../context.js';
import type { TrainingRecord } from '../models/training.js';

type Person = Extract<Identity, { kind: 'user' }>;

/**
 * The training with this id if the caller may see it: admins any, trainers only those of their
 * own customers. Anything else reads as not found, so ids of other trainers' trainings reveal nothing.
 */
export async function findVisibleTraining(
  context: TrainingContext,
  caller: Person,
  id: string,
  request: FastifyRequest,
): Promise<TrainingRecord> {
  const training = await context.trainings.findByPk(id);
  if (!training) throw notFound('Training not found.');
  if (caller.role === 'admin') return training;
  const customer = await context.people.customer(training.customerId, request.id);
  if (customer?.trainerID === caller.userId) return training;
  // A paid trial's session belongs to its lead until the lead becomes a customer (issue 27): it
  // is the trainer's whose trial it is.
  if (!customer && (await trialTrainerOf(context, training.id)) === caller.userId) return training;
  throw notFound('Training not found.');
}

async function trialTrainerOf(
  context: TrainingContext,
  trainingId: string,
): Promise<string | undefined> {
  const [row] = await context.sequelize.query<{ trainer_id: string }>(
    'SELECT trainer_id FROM trial_holds WHERE training_id = $trainingId',
    { type: QueryTypes.SELECT, bind: { trainingId } },
  );
  return row?.trainer_id;
}
