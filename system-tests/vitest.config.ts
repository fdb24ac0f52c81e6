import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'system-tests',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts the whole product (and some kill parts of it): one file at a time, after
    // the unit projects and the browser tests, so timing-sensitive fault tests do not fight them
    // for the two cores.
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
