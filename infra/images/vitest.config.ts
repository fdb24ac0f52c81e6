import { defineProject } from 'vitest/config';

// The unit tests of the image build and the from-images runner (no podman needed). The journey
// that builds and runs the images is e2e/vitest.images.config.ts, run by `npm run images:journey`.
export default defineProject({
  test: {
    name: 'images',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
