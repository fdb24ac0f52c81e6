import Type from 'typebox';
import {
  StatsTrainerParams,
  TrainerCountsList,
  TrainerCountsPage,
  TrainerCountsQuery,
  TrainerDates,
  trainerDateLists,
  TrainerDatesQuery,
} from '@studio/contracts/trainer-stats-lazy';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { trainerCounts, trainerDates } from '../stats/trainer-lazy-queries.js';
import { namedTrainerRows } from '../stats/named-trainer-rows.js';
import { trainerCountsPage } from '../stats/trainer-counts-page.js';
import { statsWindow } from '../stats/window.js';
import { scopeOf } from '../trainings/scope.js';

/** The 'Training Stats' table without its dates; each collapsible list reads its own. */
export function registerLazyTrainerStatsRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize, people, timeZone } = context;

  app.get(
    '/api/training/stats/trainer-counts',
    {
      schema: {
        querystring: TrainerCountsQuery,
        response: { 200: Type.Union([TrainerCountsList, TrainerCountsPage]) },
      },
    },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const scope = await scopeOf(caller, people, request.id);
      const { trainerId, customerId, sort, order, limit, cursor } = request.query;
      const filter = { trainerId, customerId };
      const counted = trainerCounts(
        sequelize,
        scope,
        filter,
        statsWindow(context.now(), timeZone),
        timeZone,
      );
      if (
        sort === undefined &&
        order === undefined &&
        limit === undefined &&
        cursor === undefined
      ) {
        const trainers = await namedTrainerRows(await counted, people, request, (row) => {
          const { trainerId: _trainerId, ...counts } = row;
          return counts;
        });
        return { trainers };
      }
      // The roster (auth) is asked while the database counts, not after.
      const [rows, staff] = await Promise.all([
        counted,
        people.everyStaffMember(request.log, request.id),
      ]);
      const names = new Map(staff.map((member) => [member._id, member.name]));
      // An admin's table lists every trainer account; a trainer's, themselves.
      const everyone = (
        caller.role === 'admin'
          ? staff.filter((member) => member.role === 'trainer').map((member) => member._id)
          : [caller.userId]
      ).filter((id) => trainerId === undefined || id === trainerId);
      return trainerCountsPage(rows, everyone, (id) => names.get(id) ?? 'Unknown', request.query);
    },
  );

  for (const list of trainerDateLists) {
    app.get(
      `/api/training/stats/trainers/:id/${list}`,
      {
        schema: {
          params: StatsTrainerParams,
          querystring: TrainerDatesQuery,
          response: { 200: TrainerDates },
        },
      },
      async (request) => {
        const caller = userOf(request, 'admin', 'trainer');
        // A trainer reads only trainings of their own customers, whoever's id is asked for.
        const scope = await scopeOf(caller, people, request.id);
        const dates = await trainerDates(
          sequelize,
          scope,
          { trainerId: request.params.id, customerId: request.query.customerId, list },
          statsWindow(context.now(), timeZone),
        );
        return { dates: dates.map((date) => date.toISOString()) };
      },
    );
  }
}
