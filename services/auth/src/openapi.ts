import type { ServiceApiDescription } from '@studio/service-kit/openapi-document';
import { unservedDependencies } from '@studio/service-kit/unserved-dependencies';
import { registerAuthRoutes, type AuthRouteDependencies } from './api.js';

/** The auth service's routes as its OpenAPI document describes them (`docs/openapi/auth.json`). */
export const authApi: ServiceApiDescription = {
  serviceName: 'auth',
  packageJsonUrl: new URL('../package.json', import.meta.url),
  registerRoutes: (app) => registerAuthRoutes(app, unservedDependencies<AuthRouteDependencies>()),
};
