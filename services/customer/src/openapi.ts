import type { ServiceApiDescription } from '@studio/service-kit/openapi-document';
import { unservedDependencies } from '@studio/service-kit/unserved-dependencies';
import { registerCustomerApi } from './api.js';
import type { CustomerContext } from './context.js';

/** The customer service's routes as its OpenAPI document describes them (`docs/openapi/customer.json`). */
export const customerApi: ServiceApiDescription = {
  serviceName: 'customer',
  packageJsonUrl: new URL('../package.json', import.meta.url),
  registerRoutes: (app) => registerCustomerApi(app, unservedDependencies<CustomerContext>()),
};
