/** Every route of the spec (section 2), shared by the shell's router, its nav and the remotes. */
export const paths = {
  home: '/',
  founder: '/founder',
  bodyTransformation: '/bodytransformation',
  weightLoss: '/weightloss',
  /** Not in the spec (issue 27): the $100 trial booked and paid online, public. */
  trial: '/trial',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotpassword',
  resetPassword: '/reset-password/:token',
  adminDashboard: '/admindashboard',
  trainerDashboard: '/trainerdashboard',
  trainers: '/trainers',
  trainings: '/trainings',
  payments: '/payments',
  customers: '/customers',
  profile: '/profile',
  /** Not in the spec: the studio settings screen (issue 13), admins only. */
  settings: '/settings',
  /** Not in the spec: the admin Reports screen (issue 17). */
  reports: '/reports',
  /** Not in the spec (issue 27): the trial leads, staff only. */
  leads: '/leads',
  /** Not in the spec (issue 13): the page of the unsubscribe link in customer mail. */
  unsubscribe: '/unsubscribe/:token',
  /** Not in the spec (issue 26): a trainer's published hours (an admin's: anyone's). */
  availability: '/availability',
  /** Not in the spec (issue 15): a signed-in customer's own area. */
  me: '/me',
  /** Not in the spec (issue 15): the invite's link, where a customer sets their first password. */
  welcome: '/welcome/:token',
} as const;

export type SpecPath = (typeof paths)[keyof typeof paths];

export type Role = 'admin' | 'trainer' | 'customer';

/**
 * Where a signed-in person lands: /admindashboard for an admin, /trainerdashboard for a trainer,
 * /me for a customer.
 */
export function dashboardPath(role: Role): SpecPath {
  if (role === 'customer') return paths.me;
  return role === 'admin' ? paths.adminDashboard : paths.trainerDashboard;
}
