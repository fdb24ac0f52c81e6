import { defineConfig } from 'vitest/config';

// The journey through the portal run from its images (`npm run images:journey`, after
// `npm run images`): not part of `npm test`, which needs no container tools. .ci/run runs it where
// podman works.
export default defineConfig({
  test: {
    name: 'e2e-images',
    root: import.meta.dirname,
    include: ['images/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 400_000,
  },
});
