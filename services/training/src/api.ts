import type { ServiceApp } from '@studio/service-kit/app';
import type { TrainingContext } from './context.js';
import { registerAvailabilityRoutes } from './routes/availability.js';
import { registerBookingRequestRoutes } from './routes/booking-requests.js';
import { registerErasureRoutes } from './routes/erasures.js';
import { registerLateCancelRoutes } from './routes/late-cancels.js';
import { registerMyBookingRequestRoutes } from './routes/my-booking-requests.js';
import { registerMySlotRoutes } from './routes/my-slots.js';
import { registerTrialHoldRoutes } from './routes/trial-holds.js';
import { registerMyTrainingRoutes } from './routes/my-trainings.js';
import { registerReportRoutes } from './routes/reports.js';
import { registerStatsRoutes } from './routes/stats.js';
import { registerLazyTrainerStatsRoutes } from './routes/trainer-stats-lazy.js';
import { registerTrainerRateRoutes } from './routes/trainer-rates.js';
import { registerTrainingRoutes } from './routes/trainings.js';
import { registerUnclaimedRoutes } from './routes/unclaimed.js';

/** Every route of the training service; its OpenAPI document is built from these. */
export function registerTrainingApi(app: ServiceApp, context: TrainingContext): void {
  registerTrainingRoutes(app, context);
  registerUnclaimedRoutes(app, context);
  registerStatsRoutes(app, context);
  registerLazyTrainerStatsRoutes(app, context);
  registerLateCancelRoutes(app, context);
  registerMyTrainingRoutes(app, context);
  registerMyBookingRequestRoutes(app, context);
  registerBookingRequestRoutes(app, context);
  registerTrainerRateRoutes(app, context);
  registerReportRoutes(app, context);
  registerAvailabilityRoutes(app, context);
  registerMySlotRoutes(app, context);
  registerErasureRoutes(app, context);
  registerTrialHoldRoutes(app, context);
}
