import type { ServiceApiDescription } from '@studio/service-kit/openapi-document';
import { unservedDependencies } from '@studio/service-kit/unserved-dependencies';
import type { PaymentContext } from './context.js';
import { registerPaymentRoutes } from './routes/payments.js';

/** The payment service's routes as its OpenAPI document describes them (`docs/openapi/payment.json`). */
export const paymentApi: ServiceApiDescription = {
  serviceName: 'payment',
  packageJsonUrl: new URL('../package.json', import.meta.url),
  registerRoutes: (app) => registerPaymentRoutes(app, unservedDependencies<PaymentContext>()),
};
