import type { ServiceApp } from '@studio/service-kit/app';
import type { CustomerContext } from './context.js';
import { registerBalanceRoutes } from './routes/balance.js';
import { registerCustomerExportRoutes } from './routes/customer-export.js';
import { registerCustomerOptionRoutes } from './routes/customer-options.js';
import { registerCustomerPaymentRoutes } from './routes/customer-payments.js';
import { registerConsentRoutes } from './routes/consent.js';
import { registerCustomerRoutes } from './routes/customers.js';
import { registerInternalCustomerRoutes } from './routes/internal-customers.js';
import { registerLedgerRoutes } from './routes/ledger.js';
import { registerMyCustomerRoutes } from './routes/my-customer.js';
import { registerPortalAccessRoutes } from './routes/portal-access.js';
import { registerPackageRoutes } from './routes/packages.js';
import { registerReportRoutes } from './routes/reports.js';

/** Every route of the customer service; its OpenAPI document is built from these. */
export function registerCustomerApi(app: ServiceApp, context: CustomerContext): void {
  registerCustomerRoutes(app, context);
  registerCustomerOptionRoutes(app, context);
  registerCustomerPaymentRoutes(app, context);
  registerCustomerExportRoutes(app, context);
  registerBalanceRoutes(app, context);
  registerPackageRoutes(app, context);
  registerInternalCustomerRoutes(app, context);
  registerLedgerRoutes(app, context);
  registerConsentRoutes(app, context);
  registerPortalAccessRoutes(app, context);
  registerMyCustomerRoutes(app, context);
  registerReportRoutes(app, context);
}
