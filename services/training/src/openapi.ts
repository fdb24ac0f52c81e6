import type { ServiceApiDescription } from '@studio/service-kit/openapi-document';
import { unservedDependencies } from '@studio/service-kit/unserved-dependencies';
import { registerTrainingApi } from './api.js';
import type { TrainingContext } from './context.js';

/** The training service's routes as its OpenAPI document describes them (`docs/openapi/training.json`). */
export const trainingApi: ServiceApiDescription = {
  serviceName: 'training',
  packageJsonUrl: new URL('../package.json', import.meta.url),
  registerRoutes: (app) => registerTrainingApi(app, unservedDependencies<TrainingContext>()),
};
