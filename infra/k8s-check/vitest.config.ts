import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'k8s-check',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
