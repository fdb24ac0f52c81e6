import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'services/*/vitest.config.ts',
      'bff/vitest.config.ts',
      'shell/vitest.config.ts',
      'shell/kit/vitest.config.ts',
      'mfe-*/vitest.config.ts',
      'infra/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      'system-tests/vitest.config.ts',
      'system-tests/vitest.faults.config.ts',
    ],
    // The unit projects: two files at a time (vitest's default on two cores is one). Each file
    // has its own database and Redis key prefix, and most wait on PostgreSQL and Redis.
    maxWorkers: 2,
  },
});
