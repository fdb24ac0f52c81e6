import { defineProject } from 'vitest/config';
import { faultTests } from './fault-tests.js';

export default defineProject({
  test: {
    name: 'system-faults',
    include: faultTests,
    environment: 'node',
    // They kill, restart and slow parts of the product and time how it recovers: one file at a
    // time, after everything else, so no other test competes for the two cores meanwhile.
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
