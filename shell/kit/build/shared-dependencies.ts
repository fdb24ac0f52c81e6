import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedOption = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

/**
 * Singletons shared by the shell and every remote: exactly one React, router, store and shell-kit
 * at runtime. The `pkg/` prefixes share subpath imports too (`react/jsx-runtime`,
 * `react-dom/client`, `@reduxjs/toolkit/query/react`, `@studio/shell-kit/session`); without them
 * each container would bundle its own copy and, e.g., RTK Query's `skipToken` or React's
 * dispatcher would differ between host and remote. Sharing works by import request, which is why
 * shell-kit's own modules import one another as `@studio/shell-kit/...`.
 */
const singletonPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@studio/shell-kit',
] as const;

export function sharedSingletons(): SharedOption {
  const shared: Record<string, { singleton: true; packageName: string }> = {};
  for (const packageName of singletonPackages) {
    // `packageName` tells the plugin where to read the version for the `pkg/` prefix too.
    shared[packageName] = { singleton: true, packageName };
    shared[`${packageName}/`] = { singleton: true, packageName };
  }
  return shared;
}
