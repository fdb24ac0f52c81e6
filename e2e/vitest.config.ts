import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts the whole product and a browser: one file at a time, after the other
    // projects, so the two cores are not shared with unit tests while pages wait on timers.
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
