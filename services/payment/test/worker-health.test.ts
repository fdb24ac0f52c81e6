import { fileURLToPath } from 'node:url';
import { testLedgerWorkerProbes } from '@studio/service-kit/testing/ledger-worker-probe-tests';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import { migrationsDirectory, paymentSchema } from '../src/context.js';
import { createLedgerQueue, queueCredit } from '../src/ledger/ledger-queue.js';

testLedgerWorkerProbes({
  entry: fileURLToPath(new URL('../dist/worker.js', import.meta.url)),
  schema: paymentSchema,
  migrationsDirectory,
  env: {
    INTERNAL_TOKEN_SECRET: 'payment-worker-test-secret-at-least-32-chars',
    CUSTOMER_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
  },
  serviceName: 'payment-ledger-worker',
  serviceRoute: '/api/payments',
  // A credit due in an hour stays queued for the whole test.
  async queueDelayedJob(redisPrefix) {
    const queue = createLedgerQueue(testRedisUrl, redisPrefix, 2000);
    await queueCredit(queue, '4f1c1b1e-0000-4000-8000-000000000001', 3_600_000);
    return () => queue.closeAll();
  },
});
