import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const setupDom = fileURLToPath(new URL('../test/setup-dom.ts', import.meta.url));

/**
 * The vitest project of a frontend workspace: jsdom at the site's local origin, Testing Library
 * matchers, tests beside the code (`*.test.ts(x)` under `src/`) or under `test/`.
 */
export function webTestProject(name: string, packageDir: string) {
  return defineProject({
    test: {
      name,
      root: packageDir,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: [setupDom],
      // A form test types and clicks through user-event in jsdom: on two busy cores (the unit
      // projects run two files at a time) the long forms take more than vitest's 5 s default.
      testTimeout: 20_000,
    },
  });
}
