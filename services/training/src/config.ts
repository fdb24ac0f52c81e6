import {
  EnvReader,
  readServiceConfig,
  type Environment,
  type ServiceConfig,
} from '@studio/service-kit/config';

export interface TrainingConfig extends ServiceConfig {
  authUrl: string;
  customerUrl: string;
}

export function readConfig(env: Environment = process.env): TrainingConfig {
  const reader = new EnvReader(env);
  const config: TrainingConfig = {
    ...readServiceConfig(reader, 'training', 4003),
    authUrl: reader.url('AUTH_URL', 'http://127.0.0.1:4001'),
    customerUrl: reader.url('CUSTOMER_URL', 'http://127.0.0.1:4002'),
  };
  reader.done();
  return config;
}
