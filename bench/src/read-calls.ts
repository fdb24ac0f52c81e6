import type { ServiceName } from '@studio/system-tests/portal-settings';

export type Viewer = 'trainer' | 'admin';

/**
 * What a call is held to: `screen` calls (what the staff screens send) to issue 12's p99, size
 * and 10× targets; `report` calls to issue 17's p99 at chain scale; the spec's un-paged `whole
 * list` calls, kept for existing clients and no longer sent by any screen, are measured and shown
 * beside them without those targets; a report's CSV `download` (every row, streamed a month at
 * a time) is measured the same way, its SQL budget counted per month.
 */
export type CallPurpose = 'screen' | 'report' | 'whole list' | 'download';

export interface ReadCall {
  name: string;
  purpose: CallPurpose;
  viewer: Viewer;
  path: string;
  service: ServiceName;
  /** A streamed answer's chunks read one after another (a download's months): its SQL budget. */
  sqlChunks?: number;
}

/** Monday 00:00 of the current week in Singapore (UTC+8, no daylight saving) and a week later. */
function calendarWeek(now = new Date()): { from: string; to: string } {
  const singapore = new Date(now.getTime() + 8 * 3_600_000);
  const daysSinceMonday = (singapore.getUTCDay() + 6) % 7;
  const monday =
    Date.UTC(
      singapore.getUTCFullYear(),
      singapore.getUTCMonth(),
      singapore.getUTCDate() - daysSinceMonday,
    ) -
    8 * 3_600_000;
  return {
    from: new Date(monday).toISOString(),
    to: new Date(monday + 7 * 24 * 3_600_000).toISOString(),
  };
}

/** The Reports screen's default: the twelve Singapore months up to the current one. */
function lastTwelveMonths(now = new Date()): string {
  const singapore = new Date(now.getTime() + 8 * 3_600_000);
  const month = (offset: number) => {
    const date = new Date(
      Date.UTC(singapore.getUTCFullYear(), singapore.getUTCMonth() - offset, 1),
    );
    return date.toISOString().slice(0, 7);
  };
  return `from=${month(11)}&to=${month(0)}`;
}

/**
 * The main read calls of the screens, as a trainer (their own data) and as an admin (the whole
 * chain): the spec's whole lists next to the paged, sorted and searched forms the screens use.
 */
export function readCalls(seededTrainerId: string): ReadCall[] {
  const week = calendarWeek();
  const months = lastTwelveMonths();
  const weekQuery = `from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(week.to)}`;
  const calls: (Omit<ReadCall, 'viewer' | 'purpose'> & {
    adminOnly?: boolean;
    purpose?: CallPurpose;
  })[] = [
    { name: 'customers', path: '/api/customers', service: 'customer', purpose: 'whole list' },
    { name: 'customers page', path: '/api/customers?limit=50', service: 'customer' },
    {
      name: 'customers by name',
      path: '/api/customers?limit=50&sort=name&order=desc',
      service: 'customer',
    },
    {
      name: 'customers by trainer',
      path: '/api/customers?limit=50&sort=trainer',
      service: 'customer',
    },
    {
      name: 'customers by payment',
      path: '/api/customers?limit=50&sort=paymentHistory',
      service: 'customer',
    },
    { name: 'customers search', path: '/api/customers?limit=50&q=customer12', service: 'customer' },
    { name: 'payments', path: '/api/payments', service: 'payment', purpose: 'whole list' },
    { name: 'payments page', path: '/api/payments?limit=50', service: 'payment' },
    {
      name: 'trainings (week)',
      path: `/api/training?${weekQuery}`,
      service: 'training',
      purpose: 'whole list',
    },
    {
      name: 'trainings (week, capped)',
      path: `/api/training?${weekQuery}&limit=300`,
      service: 'training',
    },
    {
      name: 'trainings (week, one trainer)',
      path: `/api/training?${weekQuery}&limit=300&trainerId=${seededTrainerId}`,
      service: 'training',
    },
    {
      name: 'customer options search',
      path: '/api/customers/options?q=customer12&limit=20',
      service: 'customer',
    },
    {
      name: 'customer options of a trainer',
      path: `/api/customers/options?trainerId=${seededTrainerId}&limit=200`,
      service: 'customer',
    },
    { name: 'trainer options', path: '/api/users/options', service: 'auth' },
    {
      name: 'trainer options search',
      path: '/api/users/options?limit=50&q=trainer%201',
      service: 'auth',
    },
    {
      name: 'unclaimed',
      path: '/api/unclaimedtraining',
      service: 'training',
      purpose: 'whole list',
    },
    { name: 'unclaimed page', path: '/api/unclaimedtraining?limit=50', service: 'training' },
    { name: 'users page', path: '/api/users?limit=50', service: 'auth', adminOnly: true },
    {
      name: 'users waiting for approval',
      path: '/api/users?limit=50&status=pending',
      service: 'auth',
      adminOnly: true,
    },
    { name: 'stats summary', path: '/api/training/stats/summary', service: 'training' },
    {
      name: 'stats trainers',
      path: '/api/training/stats/trainers',
      service: 'training',
      purpose: 'whole list',
    },
    {
      name: 'stats trainer counts',
      path: '/api/training/stats/trainer-counts',
      service: 'training',
      // The Training Stats table reads pages now; kept for outside clients.
      purpose: 'whole list',
    },
    {
      name: 'stats trainer counts page',
      path: '/api/training/stats/trainer-counts?limit=50&sort=trainer',
      service: 'training',
    },
    {
      name: 'stats trainer counts by past',
      path: '/api/training/stats/trainer-counts?limit=50&sort=pastCount&order=desc',
      service: 'training',
    },
    {
      name: 'stats dates list',
      path: `/api/training/stats/trainers/${seededTrainerId}/upcoming`,
      service: 'training',
    },
    { name: 'stats by month', path: '/api/training/stats/completed-by-month', service: 'training' },
    {
      name: 'report trainer pay',
      path: `/api/reports/trainer-pay?${months}`,
      service: 'training',
      purpose: 'report',
    },
    // What the Reports screen asks for: month totals and one page of the per-trainer detail.
    {
      name: 'report trainer pay page',
      path: `/api/reports/trainer-pay?${months}&limit=50&sort=month`,
      service: 'training',
      adminOnly: true,
    },
    {
      name: 'report revenue page',
      path: `/api/reports/revenue?${months}&limit=50&sort=amountCents&order=desc`,
      service: 'payment',
      adminOnly: true,
    },
    // The CSV downloads of the per-trainer detail: every row, streamed a month at a time.
    ...(
      [
        ['trainer-pay', 'training'],
        ['revenue', 'payment'],
      ] as const
    ).map(([report, service]) => ({
      name: `report ${report.replace('-', ' ')} csv`,
      path: `/api/reports/${report}?${months}&format=csv`,
      service,
      adminOnly: true,
      purpose: 'download' as const,
      sqlChunks: 12,
    })),
    ...(
      [
        ['revenue', 'payment'],
        ['liability', 'customer'],
        ['sessions', 'training'],
        ['retention', 'training'],
      ] as const
    ).map(([report, service]) => ({
      name: `report ${report}`,
      path: `/api/reports/${report}?${months}`,
      service,
      adminOnly: true,
      purpose: 'report' as const,
    })),
  ];
  return (['trainer', 'admin'] as const).flatMap((viewer) =>
    calls
      .filter((call) => viewer === 'admin' || !call.adminOnly)
      .map(({ adminOnly: _, purpose = 'screen', ...call }) => ({ ...call, purpose, viewer })),
  );
}
