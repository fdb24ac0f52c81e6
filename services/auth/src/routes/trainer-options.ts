import { QueryTypes } from 'sequelize';
import { TrainerOptions } from '@studio/contracts/trainer-options';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireRole } from '@studio/service-kit/identity';
import type { AuthModels } from '../models/auth-models.js';

/** The trainer choices of the staff screens, without the rest of the Trainers screen's list. */
export async function trainerOptionRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  app.get(
    '/api/users/options',
    { preHandler: requireRole('admin', 'trainer'), schema: { response: { 200: TrainerOptions } } },
    async () =>
      models.sequelize.query<{ _id: string; name: string }>(
        `SELECT id AS "_id", name FROM users
          WHERE role = 'trainer' AND status = 'active'
          ORDER BY lower(name), id`,
        { type: QueryTypes.SELECT },
      ),
  );
}
