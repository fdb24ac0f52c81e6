import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local-runner',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
