import { fileURLToPath } from 'node:url';
import { testLedgerWorkerProbes } from '@studio/service-kit/testing/ledger-worker-probe-tests';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import { trainingSchema } from '../src/context.js';
import { createLedgerQueue, ledgerJobId } from '../src/ledger/queue.js';

testLedgerWorkerProbes({
  entry: fileURLToPath(new URL('../dist/worker.js', import.meta.url)),
  schema: trainingSchema,
  migrationsDirectory: fileURLToPath(new URL('../src/migrations', import.meta.url)),
  env: {
    INTERNAL_TOKEN_SECRET: 'training-worker-test-secret-at-least-32-chars',
    CUSTOMER_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
  },
  serviceName: 'training-ledger-worker',
  serviceRoute: '/api/training',
  // A claim debit due in an hour stays queued for the whole test.
  async queueDelayedJob(redisPrefix) {
    const queue = createLedgerQueue(testRedisUrl, redisPrefix);
    await queue.add(
      'deliver',
      { outboxId: '4f1c1b1e-0000-4000-8000-000000000001' },
      {
        jobId: ledgerJobId('training-claim', '4f1c1b1e-0000-4000-8000-000000000002'),
        delay: 3_600_000,
      },
    );
    return () => queue.closeAll();
  },
});
