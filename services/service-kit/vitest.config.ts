import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'service-kit',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
