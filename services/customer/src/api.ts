import type { ServiceApp } from '@studio/service-kit/app';
import type { CustomerContext } from './context.js';
import { registerBalanceRoutes } from './routes/balance.js';
import { registerCustomerExportRoutes } from './routes/customer-export.js';
import { registerCustomerOptionRoutes } from './routes/customer-options.js';
import { registerCustomerPaymentRoutes } from './routes/customer-payments.js';
import { registerConsentRoutes } from './routes/consent.js';
import { registerCustomerRoutes } from './routes/customers.js';
import { registerErasureRoutes } from './routes/erasure.js';
import { registerInternalCustomerRoutes } from './routes/internal-customers.js';
import { registerLedgerRoutes } from './routes/ledger.js';
import { registerMyCustomerRoutes } from './routes/my-customer.js';
import { registerPortalAccessRoutes } from './routes/portal-access.js';
import { registerPackageRoutes } from './routes/packages.js';
import { registerReportRoutes } from './routes/reports.js';
import { registerMeasurementRoutes } from './routes/measurements.js';
import { registerProgressPhotoRoutes } from './routes/progress-photos.js';
import { registerPhotoConsentRoutes } from './routes/photo-consents.js';
import { registerPublishedResultRoutes } from './routes/published-results.js';
import { registerLeadRoutes } from './routes/leads.js';
import { registerFunnelReportRoutes } from './routes/funnel-report.js';
import { registerSiteEventRoutes } from './routes/site-events.js';
import { registerTrialHoldRoutes } from './routes/trial-holds.js';

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
  registerMeasurementRoutes(app, context);
  registerProgressPhotoRoutes(app, context);
  registerPhotoConsentRoutes(app, context);
  registerPublishedResultRoutes(app, context);
  registerErasureRoutes(app, context);
  registerLeadRoutes(app, context);
  registerFunnelReportRoutes(app, context);
  registerSiteEventRoutes(app, context);
  registerTrialHoldRoutes(app, context);
}
