import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
