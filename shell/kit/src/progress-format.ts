import type { MeasurementTrend, MeasurementValueField } from '@studio/contracts/measurements';

/** How each value is named and measured on screen. */
export const measurementLabels: Record<MeasurementValueField, { name: string; unit: string }> = {
  weightKg: { name: 'Weight', unit: 'kg' },
  bodyFatPct: { name: 'Body fat', unit: '%' },
  waistCm: { name: 'Waist', unit: 'cm' },
  hipsCm: { name: 'Hips', unit: 'cm' },
  chestCm: { name: 'Chest', unit: 'cm' },
  armCm: { name: 'Arm', unit: 'cm' },
  thighCm: { name: 'Thigh', unit: 'cm' },
  restingHr: { name: 'Resting heart rate', unit: 'bpm' },
};

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '5 Jan 2026' for a business date (`YYYY-MM-DD`: a calendar day, drawn as it is written). */
export function formatProgressDate(date: string): string {
  return dayMonthYear.format(new Date(`${date}T00:00:00Z`));
}

/** '−3.9 kg', '+1 cm', 'no change' (a true minus sign, so screen readers say "minus"). */
export function formatChange(change: number, unit: string): string {
  if (change === 0) return 'no change';
  const size = Math.abs(change).toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return `${change < 0 ? '−' : '+'}${size} ${unit}`;
}

/** 'Weight: 78.5 kg, −3.9 kg since 5 Jan 2026, −1.2 kg in the last 30 days'. */
export function describeTrend(trend: MeasurementTrend): string {
  const { name, unit } = measurementLabels[trend.field];
  const parts = [`${name}: ${trend.latest.value} ${unit}`];
  if (trend.first.date !== trend.latest.date)
    parts.push(
      `${formatChange(trend.sinceFirst, unit)} since ${formatProgressDate(trend.first.date)}`,
    );
  if (trend.last30Days !== null)
    parts.push(`${formatChange(trend.last30Days, unit)} in the last 30 days`);
  return parts.join(', ');
}
