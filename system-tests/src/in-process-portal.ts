import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { buildApp as buildBffApp } from '@studio/bff/dist/app.js';
import { createFrontServer } from '@studio/service-kit/front-server';
import { readConfig as readBffConfig } from '@studio/bff/dist/config.js';
import { createLogger as createBffLogger } from '@studio/bff/dist/logger.js';
import { buildCustomerApp } from '@studio/customer-service/app';
import { readCustomerConfig } from '@studio/customer-service/config';
import { buildPaymentApp } from '@studio/payment-service/dist/app.js';
import { readPaymentConfig } from '@studio/payment-service/dist/config.js';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import { createTestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { buildTrainingApp } from '@studio/training-service/dist/app.js';
import { readConfig as readTrainingConfig } from '@studio/training-service/dist/config.js';
import { migrateAll, withoutUnset } from './migrations.js';
import {
  portalSettings,
  serviceNames,
  type PortalSettings,
  type ServiceName,
} from './portal-settings.js';
import { resultsDir } from './results-dir.js';
import type { ServiceRequestLog } from './service-request-log.js';
import type { SqlStatementCounter } from './sql-statement-counter.js';

export interface InProcessPortal {
  /** The BFF's origin: `/api/...` calls go here. */
  bffUrl: string;
  /** What the BFF treats as the site's origin (for the CSRF check). */
  publicBaseUrl: string;
  services: Record<ServiceName, { app: ServiceApp; url: string }>;
  settings: PortalSettings;
  logFile: string;
  stop(): Promise<void>;
}

export interface InProcessPortalOptions {
  /** Use this database (not dropped) instead of a fresh one. */
  databaseUrl?: string;
  /** The BFF trusts `X-Forwarded-For`, so tests can pose as many clients (rate limits are per IP). */
  trustForwardedFor?: boolean;
  /** Ties each SQL statement to its request (a `SqlStatementCounter` or `SqlStatementRecorder`). */
  sqlCounter?: Pick<SqlStatementCounter, 'track'>;
  /** Records every request each service receives. */
  requestLog?: ServiceRequestLog;
  /** Extra environment for every process (e.g. `UPSTREAM_TIMEOUT_MS`). */
  env?: NodeJS.ProcessEnv;
  /** The customer and training services read the time here (tests move it instead of sleeping). */
  clock?: Clock;
}

/**
 * The four services and the BFF, built from their production build (`dist`) inside this process
 * and listening on free ports, over a fresh database and Redis prefix. Configured through the
 * local runner's environment, so they behave as under `npm start`; cheaper on a shared machine
 * than seven processes, and their routes can be listed. Logs go to a file under test-results.
 */
export async function startInProcessPortal(
  options: InProcessPortalOptions = {},
): Promise<InProcessPortal> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    await fsp.mkdir(resultsDir, { recursive: true });
    const logFile = path.join(resultsDir, `in-process-${Date.now()}-${process.pid}.log`);
    const logStream = fs.createWriteStream(logFile);
    cleanups.push(() => new Promise((resolve) => logStream.end(resolve)));

    const database = options.databaseUrl ? undefined : await createTestDatabase();
    if (database) cleanups.push(() => database.drop());
    const redisPrefix = randomRedisPrefix();
    cleanups.push(() => deleteRedisKeys(redisPrefix));
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-system-'));
    cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));

    const settings = await portalSettings({
      databaseUrl: options.databaseUrl ?? database!.url,
      redisUrl: testRedisUrl,
      redisPrefix,
      dataDir,
    });
    await migrateAll(settings);

    const envOf = (name: ServiceName) =>
      withoutUnset({ ...settings.env.service(name), ...options.env });
    const builders: Record<ServiceName, () => Promise<ServiceApp>> = {
      auth: () => buildAuthApp(readAuthConfig(envOf('auth')), { logStream }),
      customer: () =>
        buildCustomerApp(readCustomerConfig(envOf('customer')), {
          logStream,
          clock: options.clock,
        }),
      training: () =>
        buildTrainingApp(readTrainingConfig(envOf('training')), {
          logStream,
          clock: options.clock,
        }),
      payment: () => buildPaymentApp(readPaymentConfig(envOf('payment')), { logStream }),
    };
    const services = {} as InProcessPortal['services'];
    for (const name of serviceNames) {
      const app = await builders[name]();
      cleanups.push(() => app.close());
      options.sqlCounter?.track(app);
      options.requestLog?.track(name, app);
      await app.listen({ port: settings.ports.services[name], host: '127.0.0.1' });
      services[name] = { app, url: `http://127.0.0.1:${settings.ports.services[name]}` };
    }

    const bffConfig = readBffConfig(
      withoutUnset({
        ...settings.env.bff(),
        ...(options.trustForwardedFor ? { TRUST_PROXY: 'true' } : {}),
        ...options.env,
      }),
    );
    const redis = new Redis(bffConfig.redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    cleanups.push(() => redis.quit());
    const bff = buildBffApp({
      config: bffConfig,
      redis,
      logger: createBffLogger(
        bffConfig.logLevel,
        pino.destination({ dest: logFile, append: true, sync: false }),
      ),
    });
    cleanups.push(async () => bff.close());
    const server = createFrontServer(bff.app);
    await new Promise<void>((resolve) => server.listen(settings.ports.bff, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const { port } = server.address() as AddressInfo;

    return {
      bffUrl: `http://127.0.0.1:${port}`,
      publicBaseUrl: settings.publicBaseUrl,
      services,
      settings,
      logFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
