import type { TrainerPayReport } from '@studio/contracts/reports';
import { monthTotals } from '@studio/service-kit/report-range';
import type { TrainerPayCount } from './report-queries.js';

/** Pay = completed sessions × the rate in force; rows by month then trainer name, totals per month. */
export function trainerPayReport(
  months: string[],
  counts: TrainerPayCount[],
  trainerName: (id: string) => string,
): TrainerPayReport {
  const rows = counts
    .map((count) => ({
      month: count.month,
      trainer: { _id: count.trainerId, name: trainerName(count.trainerId) },
      completedSessions: count.completedSessions,
      ratePerSessionCents: count.ratePerSessionCents,
      amountCents: count.completedSessions * (count.ratePerSessionCents ?? 0),
    }))
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        a.trainer.name.localeCompare(b.trainer.name) ||
        a.trainer._id.localeCompare(b.trainer._id),
    );
  const totals = monthTotals(months, rows, ['completedSessions', 'amountCents']);
  return { months, rows, totals };
}
