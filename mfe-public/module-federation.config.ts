import type { RemoteFederationConfig } from '@studio/shell-kit/build/federated-app';

/** One expose per page (docs/architecture.md, Frontends); each default-exports a component. */
export default {
  name: 'mfe_public',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './FounderPage': './src/exposes/FounderPage.tsx',
    './BodyTransformationPage': './src/exposes/BodyTransformationPage.tsx',
    './WeightLossPage': './src/exposes/WeightLossPage.tsx',
    './TrialPage': './src/exposes/TrialPage.tsx',
  },
} satisfies RemoteFederationConfig;
