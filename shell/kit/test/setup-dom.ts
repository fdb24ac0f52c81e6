import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { businessTimeIn } from '@studio/contracts/business-time';
import { setBusinessTime } from '@studio/shell-kit/business-time';

// What the shell loads before drawing a screen, for a studio in the default zone; a test of
// another zone sets its own.
beforeEach(() => {
  setBusinessTime(businessTimeIn('Asia/Singapore'));
});

afterEach(() => {
  cleanup();
  // Node-environment tests have no localStorage.
  globalThis.localStorage?.clear();
});
