import {
  chartTrainerLines,
  CompletedByMonth,
  StatsFilterQuery,
  TrainerStatsList,
  TrainingStats,
} from '@studio/contracts/training-stats';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { averagePastSessions } from '../domain/average.js';
import { byName } from '../stats/by-name.js';
import { chartLines } from '../stats/chart-lines.js';
import { monthLabel, monthsBetween } from '../stats/months.js';
import { namedTrainerRows } from '../stats/named-trainer-rows.js';
import { completedByMonth, statsSummary, trainerStats } from '../stats/stats-queries.js';
import { statsWindow } from '../stats/window.js';
import { scopeOf } from '../trainings/scope.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

/** Aggregates for the dashboards and the schedule's stats panel, counted by PostgreSQL. */
export function registerStatsRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize, people, timeZone } = context;

  app.get(
    '/api/training/stats/summary',
    { schema: { querystring: StatsFilterQuery, response: { 200: TrainingStats } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const scope = await scopeOf(caller, people, request.id);
      const counts = await statsSummary(
        sequelize,
        scope,
        request.query,
        statsWindow(context.now(), timeZone),
        timeZone,
      );
      return { ...counts, avgPastSessionsPerWeek: averagePastSessions(counts.pastCount) };
    },
  );

  app.get(
    '/api/training/stats/trainers',
    { schema: { querystring: StatsFilterQuery, response: { 200: TrainerStatsList } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const scope = await scopeOf(caller, people, request.id);
      const rows = await trainerStats(
        sequelize,
        scope,
        request.query,
        statsWindow(context.now(), timeZone),
      );
      const trainers = await namedTrainerRows(rows, people, request, (row) => ({
        pastCount: row.pastCount,
        upcomingCount: row.upcomingCount,
        scheduledCount: row.scheduledCount,
        completedCount: row.completedCount,
        scheduled: iso(row.scheduled),
        completed: iso(row.completed),
        upcoming: iso(row.upcoming),
      }));
      return { trainers };
    },
  );

  app.get(
    '/api/training/stats/completed-by-month',
    { schema: { querystring: StatsFilterQuery, response: { 200: CompletedByMonth } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const scope = await scopeOf(caller, people, request.id);
      const rows = await completedByMonth(sequelize, scope, request.query, timeZone);
      if (rows.length === 0) return { months: [], series: [], others: null, totals: [] };
      const months = monthsBetween(
        {
          firstMonth: Math.min(...rows.map((row) => row.months[0]!)),
          lastMonth: Math.max(...rows.map((row) => row.months.at(-1)!)),
          now: context.now(),
        },
        timeZone,
      );
      const firstMonth = months[0]!;
      const lines = rows.map((row) => {
        const counts = months.map(() => 0);
        row.months.forEach((month, index) => (counts[month - firstMonth] = row.counts[index]!));
        return { trainerId: row.trainerId, counts };
      });
      const { top, others, totals } = chartLines(lines, months.length, chartTrainerLines);
      // Only the trainers drawn are named: the lookup stays the same size whatever the chain's.
      const names = await people.namesFor(
        { customerIds: [], trainerIds: top.map((line) => line.trainerId) },
        request.log,
        request.id,
      );
      const series = top
        .map((line) => ({
          trainer: { _id: line.trainerId, name: names.trainerName(line.trainerId) },
          counts: line.counts,
        }))
        .sort(
          (a, b) =>
            byName.compare(a.trainer.name, b.trainer.name) ||
            (a.trainer._id < b.trainer._id ? -1 : 1),
        );
      return { months: months.map(monthLabel), series, others, totals };
    },
  );
}
