import { businessTime } from '@studio/shell-kit/business-time';
import { businessMonthOf } from '@studio/shell-kit/dates';
import type { MonthRange } from '../api/reports-api';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthIndex = (month: string) => {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  return year * 12 + monthOfYear - 1;
};

const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The last `months` business months up to and including the current one. */
export function recentMonthRange(now: Date, months: number): MonthRange {
  const to = businessMonthOf(now);
  return { from: monthAt(monthIndex(to) - (months - 1)), to };
}

/** What is wrong with a range, in a sentence; undefined when the reports can be asked for it. */
export function rangeProblem(range: MonthRange): string | undefined {
  if (!monthPattern.test(range.from)) return 'Choose the first month of the range.';
  if (!monthPattern.test(range.to)) return 'Choose the last month of the range.';
  const length = monthIndex(range.to) - monthIndex(range.from) + 1;
  if (length < 1) return 'The last month must not be before the first month.';
  // The report routes accept the same longest range (the server says the same in its 400).
  const { maxReportMonths } = businessTime();
  if (length > maxReportMonths)
    return `A report covers at most ${maxReportMonths} months; choose a shorter range.`;
  return undefined;
}
