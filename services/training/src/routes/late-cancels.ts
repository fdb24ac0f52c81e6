import { Training, TrainingIdParams } from '@studio/contracts/training';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import type { TrainingContext } from '../context.js';
import { waiveLateCancel } from '../trainings/late-cancel-waiver.js';
import { presentTrainings } from '../trainings/present.js';

/** Staff (the customer's trainer or an admin) waive a customer's late cancel. */
export function registerLateCancelRoutes(app: ServiceApp, context: TrainingContext): void {
  app.post(
    '/api/training/:id/waive-late-cancel',
    { schema: { params: TrainingIdParams, response: { 200: Training } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const training = await waiveLateCancel(context, caller, request.params.id, request);
      const [shown] = await presentTrainings([training], context.people, request);
      return shown;
    },
  );
}
