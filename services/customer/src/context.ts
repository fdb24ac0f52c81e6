import { fileURLToPath } from 'node:url';
import type { Sequelize } from 'sequelize';
import type { IcCipher } from './domain/ic-cipher.js';
import type { StaffDirectory, StaffRoster } from '@studio/service-kit/staff-directory';
import type { Clock } from '@studio/service-kit/clock';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { LowBalanceNotices } from './notices/low-balance-notices.js';
import type { ForgetElsewhere } from './erasure-elsewhere.js';
import type { ForgetInRedis } from './erasure-in-redis.js';
import type { PortalAccounts } from './portal-accounts.js';
import type { MailRelay } from '@studio/service-kit/outbox-relay';
import type { PackageExpiry } from './packages/package-expiry.js';
import type { ProcessingSlots } from './progress/processing-slots.js';
import type { TrialServices } from './trial/trial-services.js';

/** The customer service's own PostgreSQL schema. */
export const customerSchema = 'customer';

/** The schema's migrations: `src/migrations` under tests, `dist/migrations` when built. */
export const migrationsDirectory = fileURLToPath(new URL('./migrations', import.meta.url));

/** What the routes need, built once by the app. */
export interface CustomerContext {
  sequelize: Sequelize;
  cipher: IcCipher;
  trainers: StaffDirectory;
  /** Every staff member's name: the customers screen's trainer order and trainer-name search. */
  staff: StaffRoster;
  timeZone: string;
  /** Studio settings (low-balance threshold, studio name), read from auth. */
  settings: StudioSettingsReader;
  /** Where consent and low-balance rules read the time. */
  clock: Clock;
  /** Signs and checks unsubscribe links. */
  internalTokenSecret: string;
  lowBalanceNotices: LowBalanceNotices;
  /** Customers' own accounts (auth): invite, access, revoke. */
  portalAccounts: PortalAccounts;
  /** Auth's and training's copies of an erased customer's mail and words. */
  forgetElsewhere: ForgetElsewhere;
  /** The `email` queue's jobs and the mailer's record of an erased customer's mail. */
  forgetMailInRedis: ForgetInRedis;
  /** Schedules a bought or extended package's expiry and notice. */
  packageExpiry: PackageExpiry;
  /** Moves recorded mail (receipts) to the `email` queue. */
  mailRelay: MailRelay;
  /** Image work (photo uploads, published pairs) takes a slot, so memory stays flat under load. */
  photoSlots: ProcessingSlots;
  /** The trial's hold (training service) and PayNow code (payment service). */
  trial: TrialServices;
}
