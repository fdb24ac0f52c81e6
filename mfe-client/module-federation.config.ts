import type { RemoteFederationConfig } from '@studio/shell-kit/build/federated-app';

/** One expose per page (docs/architecture.md, Frontends); each default-exports a component. */
export default {
  name: 'mfe_client',
  exposes: {
    './MePage': './src/exposes/MePage.tsx',
    './WelcomePage': './src/exposes/WelcomePage.tsx',
  },
} satisfies RemoteFederationConfig;
