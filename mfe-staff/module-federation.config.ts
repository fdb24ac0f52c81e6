import type { RemoteFederationConfig } from '@studio/shell-kit/build/federated-app';

/** One expose per page (docs/architecture.md, Frontends); each default-exports a component. */
export default {
  name: 'mfe_staff',
  exposes: {
    './LoginPage': './src/exposes/LoginPage.tsx',
    './RegisterPage': './src/exposes/RegisterPage.tsx',
    './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/exposes/ResetPasswordPage.tsx',
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './TrainersPage': './src/exposes/TrainersPage.tsx',
    './SettingsPage': './src/exposes/SettingsPage.tsx',
    './CustomersPage': './src/exposes/CustomersPage.tsx',
    './PaymentsPage': './src/exposes/PaymentsPage.tsx',
    './UnsubscribePage': './src/exposes/UnsubscribePage.tsx',
    './LeadsPage': './src/exposes/LeadsPage.tsx',
  },
} satisfies RemoteFederationConfig;
