import type { FastifyRequest } from 'fastify';
import type { TrainingPage, TrainingRangeQuery } from '@studio/contracts/training';
import { maxTrainingPageSize } from '@studio/contracts/training';
import { decodeCursor, splitKeysetPage } from '@studio/service-kit/list-cursor';
import type { TrainingContext } from '../context.js';
import { presentTrainings } from './present.js';
import { customersReadFor, type TrainingScope } from './scope.js';
import { listTrainings, trainingDateColumn, type TrainingListFilter } from './training-queries.js';

/** Cursors are only good for the same range and filters: they are part of the cursor's "search". */
function filterKey(query: TrainingRangeQuery): string {
  return [query.from, query.to, query.trainerId, query.customerId]
    .map((part) => part ?? '')
    .join('|');
}

/** One page of the schedule's range, by date of training (id breaks ties). */
export async function readTrainingPage(
  context: TrainingContext,
  request: FastifyRequest,
  scope: TrainingScope,
  filter: TrainingListFilter,
  query: TrainingRangeQuery,
): Promise<TrainingPage> {
  const sort = 'dateOfTraining';
  const order = 'asc';
  const q = filterKey(query);
  const limit = query.limit === undefined ? maxTrainingPageSize : Number(query.limit);
  const after = query.cursor
    ? decodeCursor(query.cursor, { sort, order, q, valueType: trainingDateColumn.valueType })
    : undefined;
  // One row more than the page: its presence says there is a next page.
  const rows = await listTrainings(context.sequelize, scope, filter, { limit: limit + 1, after });
  const { pageRows, nextCursor } = splitKeysetPage(rows, limit, { sort, order, q });
  return {
    items: await presentTrainings(pageRows, context.people, request, customersReadFor(scope)),
    nextCursor,
  };
}
