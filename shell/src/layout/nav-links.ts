import { paths, type Role } from '@studio/shell-kit/paths';

export interface NavLink {
  to: string;
  label: string;
}

/**
 * The spec's link sets (section 2): logged out, admin (plus AVAILABILITY, issue 26, LEADS, issue
 * 27, REPORTS, issue 17, and SETTINGS, issue 13), trainer (plus MY AVAILABILITY and LEADS); a
 * customer's (issue 15).
 */
export function navLinksFor(role: Role | undefined): NavLink[] {
  if (role === 'admin') {
    return [
      { to: paths.adminDashboard, label: 'DASHBOARD' },
      { to: paths.trainers, label: 'TRAINERS' },
      { to: paths.trainings, label: 'TRAININGS' },
      { to: paths.payments, label: 'PAYMENTS' },
      { to: paths.customers, label: 'CUSTOMERS' },
      { to: paths.availability, label: 'AVAILABILITY' },
      { to: paths.leads, label: 'LEADS' },
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
      { to: paths.availability, label: 'MY AVAILABILITY' },
      { to: paths.leads, label: 'LEADS' },
    ];
  }
  return [
    { to: paths.founder, label: 'FOUNDER' },
    { to: paths.bodyTransformation, label: 'BODY TRANSFORMATION PROGRAM' },
    { to: paths.weightLoss, label: 'WEIGHT LOSS PROGRAM' },
    { to: paths.login, label: 'LOGIN' },
  ];
}
