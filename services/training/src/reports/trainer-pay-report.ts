import type { TrainerPayReport } from '@studio/contracts/reports';
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
  const totals = months.map((month) => {
    const ofMonth = rows.filter((row) => row.month === month);
    return {
      month,
      completedSessions: ofMonth.reduce((sum, row) => sum + row.completedSessions, 0),
      amountCents: ofMonth.reduce((sum, row) => sum + row.amountCents, 0),
    };
  });
  return { months, rows, totals };
}
