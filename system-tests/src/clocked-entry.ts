// A service, or the training worker, as its own entry starts it but with the shared test clock
// (service-kit testing/file-clock, the file named by STUDIO_TEST_CLOCK_FILE) instead of the system
// clock, so a test moves the time of every replica at once. Test code: no image holds it, and the
// services' own entries (dist/server.js, dist/worker.js) only ever pass the system clock.
//
//   node --import tsx system-tests/src/clocked-entry.ts auth|customer|training|training-worker
import { pino } from 'pino';
import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { buildCustomerApp } from '@studio/customer-service/app';
import { readCustomerConfig } from '@studio/customer-service/config';
import { startServer } from '@studio/service-kit/server';
import { FileClock } from '@studio/service-kit/testing/file-clock';
import { buildTrainingApp } from '@studio/training-service/dist/app.js';
import { readConfig as readTrainingConfig } from '@studio/training-service/dist/config.js';
import { startTrainingWork } from '@studio/training-service/dist/worker-process.js';

export const clockedKinds = ['auth', 'customer', 'training', 'training-worker'] as const;

const clockFile = process.env.STUDIO_TEST_CLOCK_FILE;
const kind = process.argv[2];
if (!clockFile || !clockedKinds.includes(kind as (typeof clockedKinds)[number])) {
  console.error(`usage: STUDIO_TEST_CLOCK_FILE=<file> clocked-entry.ts ${clockedKinds.join('|')}`);
  process.exit(2);
}
const clock = new FileClock(clockFile);

if (kind === 'training-worker') {
  const config = readTrainingConfig();
  const work = startTrainingWork(config, {
    clock,
    logger: pino({ name: 'training-ledger-worker', level: config.logLevel }),
  });
  process.once('SIGTERM', () => void work.close().then(() => process.exit(0)));
} else if (kind === 'auth') {
  const config = readAuthConfig();
  await startServer(await buildAuthApp(config, { clock }), config);
} else if (kind === 'customer') {
  const config = readCustomerConfig();
  await startServer(await buildCustomerApp(config, { clock }), config);
} else {
  const config = readTrainingConfig();
  await startServer(await buildTrainingApp(config, { clock }), config);
}
