import type { RemoteFederationConfig } from '@studio/shell-kit/build/federated-app';

/** One expose per page (docs/architecture.md, Frontends); each default-exports a component. */
export default {
  name: 'mfe_staff',
  exposes: {
    './LoginPage': './src/exposes/LoginPage.tsx',
  },
} satisfies RemoteFederationConfig;
