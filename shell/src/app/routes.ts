import { paths } from '@studio/shell-kit/paths';
import type { RemoteModuleId } from '../remotes/remote-modules';

/**
 * Who may open a route (spec section 2); `staff` is admin or trainer, `signed-in` anyone signed
 * in (staff or a customer), `customer` a customer's own area. Guards run in the shell.
 */
export type Access = 'public' | 'staff' | 'admin' | 'trainer' | 'customer' | 'signed-in';

export interface AppRoute {
  path: string;
  module: RemoteModuleId;
  access: Access;
}

/** Every spec path (and /settings, issue 13), the remote page that renders it, and who may see it. */
export const routes: readonly AppRoute[] = [
  { path: paths.home, module: 'mfe_public/HomePage', access: 'public' },
  { path: paths.founder, module: 'mfe_public/FounderPage', access: 'public' },
  { path: paths.bodyTransformation, module: 'mfe_public/BodyTransformationPage', access: 'public' },
  { path: paths.weightLoss, module: 'mfe_public/WeightLossPage', access: 'public' },
  { path: paths.trial, module: 'mfe_public/TrialPage', access: 'public' },
  { path: paths.login, module: 'mfe_staff/LoginPage', access: 'public' },
  { path: paths.register, module: 'mfe_staff/RegisterPage', access: 'public' },
  { path: paths.forgotPassword, module: 'mfe_staff/ForgotPasswordPage', access: 'public' },
  { path: paths.resetPassword, module: 'mfe_staff/ResetPasswordPage', access: 'public' },
  { path: paths.adminDashboard, module: 'mfe_scheduling/AdminDashboardPage', access: 'admin' },
  { path: paths.trainers, module: 'mfe_staff/TrainersPage', access: 'admin' },
  { path: paths.settings, module: 'mfe_staff/SettingsPage', access: 'admin' },
  { path: paths.reports, module: 'mfe_scheduling/ReportsPage', access: 'admin' },
  {
    path: paths.trainerDashboard,
    module: 'mfe_scheduling/TrainerDashboardPage',
    access: 'trainer',
  },
  { path: paths.trainings, module: 'mfe_scheduling/TrainingsPage', access: 'staff' },
  { path: paths.availability, module: 'mfe_scheduling/AvailabilityPage', access: 'staff' },
  { path: paths.payments, module: 'mfe_staff/PaymentsPage', access: 'staff' },
  { path: paths.customers, module: 'mfe_staff/CustomersPage', access: 'staff' },
  { path: paths.leads, module: 'mfe_staff/LeadsPage', access: 'staff' },
  { path: paths.profile, module: 'mfe_staff/ProfilePage', access: 'signed-in' },
  { path: paths.unsubscribe, module: 'mfe_staff/UnsubscribePage', access: 'public' },
  { path: paths.me, module: 'mfe_client/MePage', access: 'customer' },
  { path: paths.welcome, module: 'mfe_client/WelcomePage', access: 'public' },
];
