import {
  measurementValueFields,
  type Measurement,
  type MeasurementTrend,
} from '@studio/contracts/measurements';

/** The window of "the last 30 days" in the progress view. */
export const trendWindowDays = 30;

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/** Two decimals at most: 0.1 kg steps add up to 0.30000000000000004 otherwise. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * How each value moved, for the values the customer has any entry of. `entries` are sorted by date
 * (oldest first); `today` is the business date. The last 30 days compare the latest value with the
 * last one on or before 30 days ago (else the first inside the window); with no entry inside the
 * window, or nothing before the latest to compare with, the change is null.
 */
export function measurementTrends(entries: Measurement[], today: string): MeasurementTrend[] {
  const windowStart = daysBefore(today, trendWindowDays);
  const trends: MeasurementTrend[] = [];
  for (const field of measurementValueFields) {
    const points = entries
      .filter((entry) => entry[field] !== undefined)
      .map((entry) => ({ date: entry.date, value: entry[field] as number }));
    const first = points[0];
    const latest = points[points.length - 1];
    if (!first || !latest) continue;
    const baseline =
      points.filter((point) => point.date <= windowStart).pop() ??
      points.find((point) => point.date > windowStart);
    const last30Days =
      latest.date > windowStart && baseline && baseline !== latest
        ? rounded(latest.value - baseline.value)
        : null;
    trends.push({
      field,
      first,
      latest,
      sinceFirst: rounded(latest.value - first.value),
      last30Days,
    });
  }
  return trends;
}
