import { Queue } from 'bullmq';
import { Gauge, type Registry } from 'prom-client';
import type { Sequelize } from 'sequelize';
import { createServiceApp } from './app.js';
import type { LogLevel } from './config.js';
import type { ReadinessCheck } from './health.js';
import { createRedis } from './redis.js';

/** The job states counted on `/metrics`; waiting + prioritized + delayed is the backlog. */
const countedJobStates = ['waiting', 'prioritized', 'delayed', 'active', 'failed'] as const;

const countTimeoutMs = 2000;

export interface WorkerHealthOptions {
  /** Log name and the `service` label of the metrics (`mailer`, `payment-ledger-worker`). */
  serviceName: string;
  port: number;
  host: string;
  logLevel: LogLevel;
  redisUrl: string;
  /** The BullMQ queue the worker takes its jobs from (its name and prefix). */
  queue: { name: string; prefix: string };
  /** The worker's database, when it has one: checked by `/readyz`, left open on close (the worker owns it). */
  database?: Sequelize;
  /** More readiness checks by name (the mailer: its BullMQ worker is running). */
  checks?: Record<string, ReadinessCheck>;
}

export interface WorkerHealthServer {
  close(): Promise<void>;
}

function queueDepthGauge(queue: Queue, registry: Registry): void {
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: "Jobs in the worker's BullMQ queue by state (waiting + prioritized + delayed is the backlog)",
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // A scrape while Redis is down leaves the gauge empty (no stale depth) instead of failing.
      const counts = await Promise.race([
        queue.getJobCounts(...countedJobStates),
        new Promise<undefined>((resolve) =>
          setTimeout(() => resolve(undefined), countTimeoutMs).unref(),
        ),
      ]).catch(() => undefined);
      if (!counts) return;
      for (const state of countedJobStates) {
        this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
}

/**
 * The probe listener of a BullMQ worker process: `/healthz`, `/readyz` (Redis answers, the
 * database answers when there is one, plus `checks`) and `/metrics` (process metrics and the depth
 * of the worker's queue). Nothing else is served and no identity is read.
 */
async function startWorkerHealthServer(options: WorkerHealthOptions): Promise<WorkerHealthServer> {
  const redis = createRedis(options.redisUrl);
  // Its own fail-fast connection: a scrape must not wait on the worker's blocking one.
  const queue = new Queue(options.queue.name, {
    connection: redis,
    prefix: options.queue.prefix,
    // A version check failed at start (Redis down) would leave the depth gauge failing for good.
    skipVersionCheck: true,
  });
  const { database } = options;
  const app = await createServiceApp({
    serviceName: options.serviceName,
    logLevel: options.logLevel,
    redis,
    checks: {
      ...(database ? { database: () => database.authenticate({ logging: false }) } : {}),
      ...options.checks,
    },
    registerMetrics: (registry) => queueDepthGauge(queue, registry),
  });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await queue.close();
    await app.close();
    throw error;
  }
  return {
    async close() {
      // The queue shares the app's connection, which app.close() quits.
      await queue.close();
      await app.close();
    },
  };
}

/**
 * The probe listener on `port`, or none when the process was given no probe port (run by hand or
 * by a runner that does not probe it).
 */
export function startOptionalWorkerHealthServer(
  options: Omit<WorkerHealthOptions, 'port'> & { port: number | undefined },
): Promise<WorkerHealthServer | undefined> {
  const { port } = options;
  return port === undefined
    ? Promise.resolve(undefined)
    : startWorkerHealthServer({ ...options, port });
}
