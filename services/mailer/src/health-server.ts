import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import type { LogLevel } from '@studio/service-kit/config';
import { createRedis } from '@studio/service-kit/redis';
import type { Worker } from 'bullmq';

/** Probes for the worker: ready while Redis answers and the worker is running. Nothing else is served. */
export async function startHealthServer({
  port,
  host,
  redisUrl,
  worker,
  logLevel,
}: {
  port: number;
  host: string;
  redisUrl: string;
  worker: Worker;
  logLevel: LogLevel;
}): Promise<ServiceApp> {
  const app = await createServiceApp({
    serviceName: 'mailer',
    logLevel,
    redis: createRedis(redisUrl),
    checks: {
      worker: async () => {
        if (!worker.isRunning()) throw new Error('email worker is not running');
      },
    },
  });
  await app.listen({ port, host });
  return app;
}
