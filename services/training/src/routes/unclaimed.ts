import {
  ClaimTrainingBody,
  Training,
  TrainingIdParams,
  TrainingList,
} from '@studio/contracts/training';
import { UnclaimedPage, UnclaimedPageQuery } from '@studio/contracts/unclaimed-page';
import type { ServiceApp } from '@studio/service-kit/app';
import Type from 'typebox';
import { badRequest, conflict } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { claimRefusal } from '../domain/claim-rules.js';
import { recordLedgerEntry } from '../ledger/outbox.js';
import { statsWindow } from '../stats/window.js';
import { findVisibleTraining } from '../trainings/access.js';
import { presentTrainings } from '../trainings/present.js';
import { scopeOf } from '../trainings/scope.js';
import { sendTrainingList } from '../trainings/streamed-trainings.js';
import { unclaimedListChunk } from '../trainings/unclaimed-page.js';
import { readUnclaimedPage } from '../trainings/unclaimed-page-reader.js';

const alreadyClaimed = 'This training has already been claimed.';

/** Past trainings waiting to be claimed, and the claim itself (which takes one session off the balance). */
export function registerUnclaimedRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize, trainings, people } = context;

  // Without parameters: the spec's whole list. With any paging parameter: one page of it.
  app.get(
    '/api/unclaimedtraining',
    {
      schema: {
        querystring: UnclaimedPageQuery,
        response: { 200: Type.Union([TrainingList, UnclaimedPage]) },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const scope = await scopeOf(caller, people, request.id);
      if (Object.keys(request.query).length > 0)
        return readUnclaimedPage(context, request, scope, request.query);
      return sendTrainingList(
        reply,
        request,
        people,
        scope,
        unclaimedListChunk(sequelize, scope, context.now()),
      );
    },
  );

  app.post(
    '/api/claimtraining/:id',
    { schema: { params: TrainingIdParams, body: ClaimTrainingBody, response: { 200: Training } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const training = await findVisibleTraining(context, caller, request.params.id, request);
      const now = context.now();
      const refusal = claimRefusal(training, caller.role, {
        now,
        windowStart: statsWindow(now, context.timeZone).pastStart,
      });
      if (refusal === alreadyClaimed) throw conflict(refusal);
      if (refusal) throw badRequest(refusal);

      // The conditional update lets exactly one of several simultaneous claims through.
      const debit = await sequelize.transaction(async (transaction) => {
        const [claimed] = await trainings.update(
          { status: 'completed', claimedAt: now },
          { where: { id: training.id, status: 'scheduled' }, transaction },
        );
        if (claimed === 0) return null;
        const outboxId = await recordLedgerEntry(
          sequelize,
          {
            sourceType: 'training-claim',
            sourceId: training.id,
            customerId: training.customerId,
            delta: -1,
            reason: 'Training claimed',
          },
          transaction,
        );
        return { outboxId, sourceType: 'training-claim' as const, sourceId: training.id };
      });
      if (!debit) throw conflict(alreadyClaimed);
      await context.ledger.dispatch(debit, request.log, request.id);
      await context.reminders.afterChange(
        { cancel: [{ trainingId: training.id, startsAt: training.dateOfTraining }] },
        request.log,
      );
      await training.reload();
      const [shown] = await presentTrainings([training], people, request);
      return shown;
    },
  );
}
