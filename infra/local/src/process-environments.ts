import type { LedgerWorkerService, ServiceName } from './repo-paths.js';

export interface StackPorts {
  edge: number;
  bff: number;
  services: Record<ServiceName, number>;
  /** The mail worker's probe port (`/healthz`, `/readyz`, `/metrics`). */
  mailer: number;
  /** The ledger workers' probe ports (`HEALTH_PORT`). */
  ledgerWorkers: Record<LedgerWorkerService, number>;
}

export interface StackSettings {
  ports: StackPorts;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom?: string;
  dataDir: string;
  publicBaseUrl: string;
  businessTimeZone: string;
  logLevel: string;
  nodeEnv: string;
  internalTokenSecret: string;
  icEncryptionKey: string;
}

const serviceUrl = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * glibc's malloc gives each thread that allocates under contention an arena of its own (up to 8
 * per core) and keeps what they free: the libuv threads that run libvips (the customer service's
 * photo uploads) grew the process by 25-50 MB over 50 uploads. Two arenas keep it flat (sharp's
 * own advice). Node's images set the same (`infra/docker/node.Dockerfile`).
 */
export const mallocArenaMax = '2';

/**
 * The environment of each process, as docs/architecture.md lists it. Each gets only what it
 * uses: the database URL goes to the services, the IC key to the customer service alone.
 */
export function processEnvironments(settings: StackSettings) {
  const { ports } = settings;
  const shared = {
    HOST: '127.0.0.1',
    REDIS_URL: settings.redisUrl,
    REDIS_PREFIX: settings.redisPrefix,
    INTERNAL_TOKEN_SECRET: settings.internalTokenSecret,
    AUTH_URL: serviceUrl(ports.services.auth),
    CUSTOMER_URL: serviceUrl(ports.services.customer),
    TRAINING_URL: serviceUrl(ports.services.training),
    PAYMENT_URL: serviceUrl(ports.services.payment),
    PUBLIC_BASE_URL: settings.publicBaseUrl,
    BUSINESS_TIME_ZONE: settings.businessTimeZone,
    LOG_LEVEL: settings.logLevel,
    NODE_ENV: settings.nodeEnv,
    MALLOC_ARENA_MAX: mallocArenaMax,
    DATABASE_URL: undefined,
    IC_ENCRYPTION_KEY: undefined,
  };
  return {
    migration: (): NodeJS.ProcessEnv => ({ ...shared, DATABASE_URL: settings.databaseUrl }),
    service: (name: ServiceName): NodeJS.ProcessEnv => ({
      ...shared,
      PORT: String(ports.services[name]),
      DATABASE_URL: settings.databaseUrl,
      IC_ENCRYPTION_KEY: name === 'customer' ? settings.icEncryptionKey : undefined,
    }),
    // A ledger worker reads its service's configuration; its own probe port is HEALTH_PORT.
    ledgerWorker: (name: LedgerWorkerService): NodeJS.ProcessEnv => ({
      ...shared,
      PORT: String(ports.services[name]),
      HEALTH_PORT: String(ports.ledgerWorkers[name]),
      DATABASE_URL: settings.databaseUrl,
    }),
    // The edge is the only proxy in front of the BFF and overwrites X-Forwarded-For, so one hop is trusted.
    bff: (): NodeJS.ProcessEnv => ({ ...shared, PORT: String(ports.bff), TRUST_PROXY: '1' }),
    mailer: (): NodeJS.ProcessEnv => ({
      PORT: String(ports.mailer),
      HOST: '127.0.0.1',
      REDIS_URL: settings.redisUrl,
      REDIS_PREFIX: settings.redisPrefix,
      SMTP_URL: settings.smtpUrl,
      MAIL_FROM: settings.mailFrom,
      DATA_DIR: settings.dataDir,
      PUBLIC_BASE_URL: settings.publicBaseUrl,
      LOG_LEVEL: settings.logLevel,
      NODE_ENV: settings.nodeEnv,
      MALLOC_ARENA_MAX: mallocArenaMax,
      DATABASE_URL: undefined,
      INTERNAL_TOKEN_SECRET: undefined,
      IC_ENCRYPTION_KEY: undefined,
    }),
  };
}
