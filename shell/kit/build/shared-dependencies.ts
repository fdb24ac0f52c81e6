import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = { singleton: true };
type SharedOption = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

/**
 * Singletons shared by the shell and every remote: exactly one React, router, store and shell-kit
 * at runtime. The `pkg/` prefixes share subpath imports too (`react/jsx-runtime`,
 * `react-dom/client`, `@reduxjs/toolkit/query/react`, `@studio/shell-kit/session`); without them
 * each container would bundle its own copy and, e.g., RTK Query's `skipToken` or React's
 * dispatcher would differ between host and remote.
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
  const shared: Record<string, SharedConfig> = {};
  for (const packageName of singletonPackages) {
    shared[packageName] = { singleton: true };
    shared[`${packageName}/`] = { singleton: true };
  }
  return shared;
}
