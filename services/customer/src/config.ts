import {
  EnvReader,
  readServiceConfig,
  type Environment,
  type ServiceConfig,
} from '@studio/service-kit/config';
import { parseIcKey } from './domain/ic-cipher.js';

export interface CustomerConfig extends ServiceConfig {
  /** AES-256-GCM key for IC numbers (32 bytes). */
  icEncryptionKey: Buffer;
  authUrl: string;
  /** The training service: told to forget an erased customer, and it keeps the trial holds (issue 27). */
  trainingUrl: string;
  /** The trial holds' PayNow codes (issue 27). */
  paymentUrl: string;
  /** Origin of the site as customers see it: unsubscribe links start with it. */
  publicBaseUrl: string;
  /** How often low-balance notices still to record, and mail still to queue, are retried. */
  mailRelayIntervalMs: number;
  /** How often packages due to expire, or due their notice, are looked for (and lost jobs re-made). */
  packageSweepIntervalMs: number;
  /** How often unpaid trial holds past their time are released (recorded, and the visitor told). */
  trialHoldSweepIntervalMs: number;
  /** How often the leads kept past the PDPA notice's limit are forgotten (a BullMQ schedule). */
  leadRetentionIntervalMs: number;
}

export function readCustomerConfig(env: Environment = process.env): CustomerConfig {
  const reader = new EnvReader(env);
  const service = readServiceConfig(reader, 'customer', 4002);
  const rawKey = reader.secret('IC_ENCRYPTION_KEY', 32);
  const authUrl = reader.url('AUTH_URL', 'http://127.0.0.1:4001');
  const trainingUrl = reader.url('TRAINING_URL', 'http://127.0.0.1:4003');
  const paymentUrl = reader.url('PAYMENT_URL', 'http://127.0.0.1:4004');
  const publicBaseUrl = reader.url('PUBLIC_BASE_URL', 'http://localhost:3000');
  const mailRelayIntervalMs = reader.integer('MAIL_RELAY_INTERVAL_MS', 5000, {
    min: 50,
    max: 600_000,
  });
  const packageSweepIntervalMs = reader.integer('PACKAGE_SWEEP_INTERVAL_MS', 60_000, {
    min: 50,
    max: 3_600_000,
  });
  const trialHoldSweepIntervalMs = reader.integer('TRIAL_HOLD_SWEEP_INTERVAL_MS', 30_000, {
    min: 50,
    max: 600_000,
  });
  const leadRetentionIntervalMs = reader.integer('LEAD_RETENTION_INTERVAL_MS', 86_400_000, {
    min: 1000,
    max: 7 * 86_400_000,
  });
  reader.done();
  const icEncryptionKey = parseIcKey(rawKey);
  if (!icEncryptionKey)
    throw new Error('IC_ENCRYPTION_KEY must be 32 bytes, written as 64 hex characters or base64.');
  return {
    ...service,
    icEncryptionKey,
    authUrl,
    trainingUrl,
    paymentUrl,
    publicBaseUrl,
    mailRelayIntervalMs,
    packageSweepIntervalMs,
    trialHoldSweepIntervalMs,
    leadRetentionIntervalMs,
  };
}
