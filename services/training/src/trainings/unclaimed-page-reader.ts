import type { FastifyRequest } from 'fastify';
import { pageSizeOf } from '@studio/contracts/list-page';
import type { UnclaimedPage, UnclaimedPageQuery } from '@studio/contracts/unclaimed-page';
import { decodeCursor, splitKeysetPage } from '@studio/service-kit/list-cursor';
import type { TrainingContext } from '../context.js';
import { presentTrainings } from './present.js';
import { customersReadFor, type TrainingScope } from './scope.js';
import { unclaimedRows, unclaimedSortColumn } from './unclaimed-page.js';

/** One page of the unclaimed review list, newest first unless asked otherwise. */
export async function readUnclaimedPage(
  context: TrainingContext,
  request: FastifyRequest,
  scope: TrainingScope,
  query: UnclaimedPageQuery,
): Promise<UnclaimedPage> {
  const sort = 'dateOfTraining';
  const order = query.order ?? 'desc';
  const limit = pageSizeOf(query);
  const after = query.cursor
    ? decodeCursor(query.cursor, { sort, order, q: '', valueType: unclaimedSortColumn.valueType })
    : undefined;
  // One row more than the page: its presence says there is a next page.
  const rows = await unclaimedRows(context.sequelize, scope, context.now(), {
    order,
    limit: limit + 1,
    after,
  });
  const { pageRows, nextCursor } = splitKeysetPage(rows, limit, { sort, order, q: '' });
  return {
    items: await presentTrainings(pageRows, context.people, request, customersReadFor(scope)),
    nextCursor,
  };
}
