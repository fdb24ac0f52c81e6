import { afterAll, beforeAll, expect, it } from 'vitest';
import { LedgerWorkerFixture, type LedgerWorkerFixtureOptions } from './ledger-worker-fixture.js';
import { metricValue } from './prometheus.js';

export interface LedgerWorkerProbeTestOptions extends LedgerWorkerFixtureOptions {
  /** The worker's log name and metrics label (`payment-ledger-worker`). */
  serviceName: string;
  /** A route of the service that its worker must not serve. */
  serviceRoute: string;
  /** Puts one ledger job on the queue, due long after the test; resolves with how to close it. */
  queueDelayedJob(redisPrefix: string): Promise<() => unknown>;
}

/**
 * The probe behaviour every ledger worker process shares, as tests of the service's built worker:
 * `/healthz`, `/readyz` with the database up and down, the queue depth on `/metrics`, nothing else
 * served, and a clean exit on SIGTERM.
 */
export function testLedgerWorkerProbes(options: LedgerWorkerProbeTestOptions): void {
  const fixture = new LedgerWorkerFixture(options);
  beforeAll(() => fixture.setUp());
  afterAll(() => fixture.tearDown());

  it('answers its probes on HEALTH_PORT beside the service on PORT, with the ledger queue depth', async () => {
    const worker = await fixture.start(fixture.databaseUrl);
    expect(await worker.probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await worker.probe('/readyz')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { redis: 'ok', database: 'ok' } },
    });

    fixture.onTearDown(await options.queueDelayedJob(fixture.redisPrefix));
    const metrics = await (await fetch(`${worker.base}/metrics`)).text();
    const depth = (state: string) =>
      metricValue(metrics, 'bullmq_queue_jobs', {
        service: options.serviceName,
        queue: 'ledger',
        state,
      });
    expect([depth('delayed'), depth('waiting'), depth('active')]).toEqual([1, 0, 0]);

    const other = await fetch(`${worker.base}${options.serviceRoute}`);
    expect(other.status).toBe(404);

    expect(await worker.stop()).toBe(0);
  });

  it('is not ready while its database does not answer', async () => {
    const worker = await fixture.start(fixture.missingDatabaseUrl());
    expect(await worker.probe('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { redis: 'ok', database: 'failed' } },
    });
    expect(await worker.stop()).toBe(0);
  });
}
