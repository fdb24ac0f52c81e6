import { defineProject } from 'vitest/config';
import { faultTests } from './fault-tests.js';

export default defineProject({
  test: {
    name: 'system-tests',
    include: ['test/**/*.test.ts'],
    exclude: faultTests,
    environment: 'node',
    // Each file starts the whole product: after the unit projects, two files at a time beside the
    // browser tests (e2e, the same group and worker count); most of their time is spent waiting
    // on the product, not computing. The tests that stop or slow parts of the product run last,
    // alone (vitest.faults.config.ts).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
