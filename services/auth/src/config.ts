import {
  EnvReader,
  readServiceConfig,
  type Environment,
  type ServiceConfig,
} from '@studio/service-kit/config';

export interface AuthConfig extends ServiceConfig {
  /** Origin of the site as people see it; reset links start with it (never the request's Host). */
  publicBaseUrl: string;
  /** The customer service, asked before a trainer is deleted. */
  customerUrl: string;
  /** How often mail written while Redis was unreachable is retried onto the queue. */
  mailRelayIntervalMs: number;
}

export function readAuthConfig(env: Environment = process.env): AuthConfig {
  const reader = new EnvReader(env);
  const config: AuthConfig = {
    ...readServiceConfig(reader, 'auth', 4001),
    publicBaseUrl: reader.url('PUBLIC_BASE_URL', 'http://localhost:3000'),
    customerUrl: reader.url('CUSTOMER_URL', 'http://127.0.0.1:4002'),
    mailRelayIntervalMs: reader.integer('MAIL_RELAY_INTERVAL_MS', 5000, { min: 50, max: 600_000 }),
  };
  reader.done();
  return config;
}
