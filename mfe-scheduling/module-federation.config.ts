import type { RemoteFederationConfig } from '@studio/shell-kit/build/federated-app';

/** One expose per page (docs/architecture.md, Frontends); each default-exports a component. */
export default {
  name: 'mfe_scheduling',
  exposes: {
    './TrainingsPage': './src/exposes/TrainingsPage.tsx',
    './AdminDashboardPage': './src/exposes/AdminDashboardPage.tsx',
    './TrainerDashboardPage': './src/exposes/TrainerDashboardPage.tsx',
    './ReportsPage': './src/exposes/ReportsPage.tsx',
    './AvailabilityPage': './src/exposes/AvailabilityPage.tsx',
  },
} satisfies RemoteFederationConfig;
