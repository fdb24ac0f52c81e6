import { paths, type Role } from '@studio/shell-kit/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** The spec's link sets (section 2): logged out, admin (plus REPORTS, issue 17, and SETTINGS, issue 13), trainer; a customer's (issue 15). */
export function navLinksFor(role: Role | undefined): NavLink[] {
  if (role === 'admin') {
    return [
      { to: paths.adminDashboard, label: 'DASHBOARD' },
      { to: paths.trainers, label: 'TRAINERS' },
      { to: paths.trainings, label: 'TRAININGS' },
      { to: paths.payments, label: 'PAYMENTS' },
      { to: paths.customers, label: 'CUSTOMERS' },
      { to: paths.reports, label: 'REPORTS' },
      { to: paths.settings, label: 'SETTINGS' },
    ];
  }
  if (role === 'customer') return [{ to: paths.me, label: 'MY ACCOUNT' }];
  if (role === 'trainer') {
    return [
      { to: paths.trainerDashboard, label: 'DASHBOARD' },
      { to: paths.trainings, label: 'TRAININGS' },
      { to: paths.payments, label: 'PAYMENTS' },
      { to: paths.customers, label: 'CUSTOMERS' },
    ];
  }
  return [
    { to: paths.founder, label: 'FOUNDER' },
    { to: paths.bodyTransformation, label: 'BODY TRANSFORMATION PROGRAM' },
    { to: paths.weightLoss, label: 'WEIGHT LOSS PROGRAM' },
    { to: paths.login, label: 'LOGIN' },
  ];
}
