import Type from 'typebox';
import { QueryTypes } from 'sequelize';
import {
  TrainerOptions,
  TrainerOptionsPage,
  TrainerOptionsQuery,
} from '@studio/contracts/trainer-options';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireRole } from '@studio/service-kit/identity';
import { activeTrainer, readTrainerOptionPage } from '../domain/trainer-option-page.js';
import type { AuthModels } from '../models/auth-models.js';

/**
 * The trainer choices of the staff screens, without the rest of the Trainers screen's list: all
 * of them, or (with `q`, `limit` or `cursor`) one searched page for the searchable choice.
 */
export async function trainerOptionRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  app.get(
    '/api/users/options',
    {
      preHandler: requireRole('admin', 'trainer'),
      schema: {
        querystring: TrainerOptionsQuery,
        response: { 200: Type.Union([TrainerOptions, TrainerOptionsPage]) },
      },
    },
    async (request) => {
      const { q, limit, cursor } = request.query;
      if (q !== undefined || limit !== undefined || cursor !== undefined)
        return readTrainerOptionPage(models, request.query);
      return models.sequelize.query<{ _id: string; name: string }>(
        `SELECT id AS "_id", name FROM users WHERE ${activeTrainer} ORDER BY lower(name), id`,
        { type: QueryTypes.SELECT },
      );
    },
  );
}
