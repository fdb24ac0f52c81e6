import { fileURLToPath } from 'node:url';
import type { Queue } from 'bullmq';
import type { StaffDirectory } from '@studio/service-kit/staff-directory';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { CustomerDirectory } from './customer-directory.js';
import type { CreditDeps } from './ledger/credit-customer.js';
import type { LedgerJob } from './ledger/ledger-queue.js';

/** The payment service's own PostgreSQL schema. */
export const paymentSchema = 'payment';

/** The schema's migrations: `src/migrations` under tests, `dist/migrations` when built. */
export const migrationsDirectory = fileURLToPath(new URL('./migrations', import.meta.url));

/** What the routes need, built once by the app. */
export interface PaymentContext extends CreditDeps {
  customers: CustomerDirectory;
  staff: StaffDirectory;
  /** The studio's settings (its PayNow account), read from the auth service. */
  settings: StudioSettingsReader;
  timeZone: string;
  /** Credits the customer service could not take at once are retried from here. */
  ledgerQueue: Queue<LedgerJob>;
  retryDelayMs: number;
}
