import {
  EnvReader,
  readServiceConfig,
  type Environment,
  type ServiceConfig,
} from '@studio/service-kit/config';

export interface PaymentConfig extends ServiceConfig {
  customerUrl: string;
  authUrl: string;
  /** First retry delay of a credit the customer service did not take; later retries back off exponentially. */
  ledgerRetryDelayMs: number;
  /** How often the worker re-queues credits whose job was lost (for example while Redis was down). */
  outboxSweepIntervalMs: number;
}

export function readPaymentConfig(env: Environment = process.env): PaymentConfig {
  const reader = new EnvReader(env);
  const service = readServiceConfig(reader, 'payment', 4004);
  const config = {
    ...service,
    customerUrl: reader.url('CUSTOMER_URL', 'http://127.0.0.1:4002'),
    authUrl: reader.url('AUTH_URL', 'http://127.0.0.1:4001'),
    ledgerRetryDelayMs: reader.integer('LEDGER_RETRY_DELAY_MS', 2000, { min: 10, max: 600_000 }),
    outboxSweepIntervalMs: reader.integer('OUTBOX_SWEEP_INTERVAL_MS', 60_000, {
      min: 100,
      max: 3_600_000,
    }),
  };
  reader.done();
  return config;
}
