import {
  EnvReader,
  readServiceConfig,
  type Environment,
  type ServiceConfig,
} from '@studio/service-kit/config';

export interface TrainingConfig extends ServiceConfig {
  authUrl: string;
  customerUrl: string;
  /** Origin of the site as customers see it: unsubscribe links start with it. */
  publicBaseUrl: string;
  /** How often the reminder sweep rebuilds from the database the reminder jobs Redis lost. */
  reminderSweepIntervalMs: number;
  /** How often mail recorded while Redis was unreachable is retried onto the `email` queue. */
  mailRelayIntervalMs: number;
  /** How long open-slot lists reuse a customer's record and trainers' names before asking again. */
  slotListPeopleCacheMs: number;
}

export function readConfig(env: Environment = process.env): TrainingConfig {
  const reader = new EnvReader(env);
  const config: TrainingConfig = {
    ...readServiceConfig(reader, 'training', 4003),
    authUrl: reader.url('AUTH_URL', 'http://127.0.0.1:4001'),
    customerUrl: reader.url('CUSTOMER_URL', 'http://127.0.0.1:4002'),
    publicBaseUrl: reader.url('PUBLIC_BASE_URL', 'http://localhost:3000'),
    reminderSweepIntervalMs: reader.integer('REMINDER_SWEEP_INTERVAL_MS', 60_000, {
      min: 100,
      max: 3_600_000,
    }),
    mailRelayIntervalMs: reader.integer('MAIL_RELAY_INTERVAL_MS', 5000, { min: 50, max: 600_000 }),
    slotListPeopleCacheMs: reader.integer('SLOT_LIST_PEOPLE_CACHE_MS', 30_000, {
      min: 0,
      max: 300_000,
    }),
  };
  reader.done();
  return config;
}
