import {
  EnvReader,
  logLevels,
  readBusinessTimeZone,
  type Environment,
  type LogLevel,
} from '@studio/service-kit/config';

export type UpstreamName = 'auth' | 'customer' | 'training' | 'payment';

/**
 * Which proxies may set `X-Forwarded-For`: Express's `trust proxy` setting (a hop count, `true`,
 * or a list of addresses/subnets such as `loopback, 10.0.0.0/8`). `false` trusts nobody.
 */
export type TrustProxy = boolean | number | string;

export interface BffConfig {
  port: number;
  host: string;
  redisUrl: string;
  redisPrefix: string;
  internalTokenSecret: string;
  upstreams: Record<UpstreamName, string>;
  /** The origin browsers load the portal from; state-changing calls must come from it. */
  publicOrigin: string;
  trustProxy: TrustProxy;
  production: boolean;
  logLevel: LogLevel;
  upstreamTimeoutMs: number;
  /** `BUSINESS_TIME_ZONE`, as the services read it: the BFF tells the screens (`GET /api/business-time`). */
  businessTimeZone: string;
}

function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Reads and checks the BFF's environment once, at start-up; throws listing every problem. */
export function readConfig(env: Environment = process.env): BffConfig {
  const reader = new EnvReader(env);
  const config: BffConfig = {
    port: reader.port('PORT', 3001),
    host: reader.string('HOST', '127.0.0.1'),
    redisUrl: reader.url('REDIS_URL', 'redis://127.0.0.1:6379'),
    redisPrefix: reader.string('REDIS_PREFIX', 'studio:'),
    internalTokenSecret: reader.secret('INTERNAL_TOKEN_SECRET'),
    upstreams: {
      auth: reader.url('AUTH_URL', 'http://127.0.0.1:4001'),
      customer: reader.url('CUSTOMER_URL', 'http://127.0.0.1:4002'),
      training: reader.url('TRAINING_URL', 'http://127.0.0.1:4003'),
      payment: reader.url('PAYMENT_URL', 'http://127.0.0.1:4004'),
    },
    publicOrigin: '',
    trustProxy: parseTrustProxy(reader.optionalString('TRUST_PROXY')),
    production: reader.string('NODE_ENV', 'development') === 'production',
    logLevel: reader.oneOf('LOG_LEVEL', logLevels, 'info'),
    upstreamTimeoutMs: reader.integer('UPSTREAM_TIMEOUT_MS', 10_000, { min: 100, max: 300_000 }),
    businessTimeZone: readBusinessTimeZone(reader),
  };
  const publicBaseUrl = reader.url('PUBLIC_BASE_URL', 'http://localhost:3000');
  reader.done();
  config.publicOrigin = new URL(publicBaseUrl).origin;
  return config;
}
