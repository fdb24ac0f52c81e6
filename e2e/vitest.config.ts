import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The journeys read and type the studio's hours with this process's clock, and Chromium keeps
    // its zone: both in the default studio zone, as the studio's staff are
    // (business-time-zone.test.ts runs a studio and a browser in two other zones).
    env: { TZ: 'Asia/Singapore' },
    // Each file starts the whole product and a browser, after the unit projects: two files at a
    // time, beside the system tests (the same group and worker count). A file spends most of its
    // time waiting on pages and the product, so two share the two cores well.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    // What a page shows after a click waits on the whole product (BFF, services, queues); on a
    // busy 2-core machine that took 2.5 s where vitest's default poll gives up after 1 s.
    // Playwright's own waits allow 30 s.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 300_000,
  },
});
