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
    // What a page shows after a click waits on the whole product (BFF, services, queues); on a
    // busy 2-core machine that took 2.5 s where vitest's default poll gives up after 1 s.
    // Playwright's own waits allow 30 s.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 300_000,
  },
});
