import type { Measurement, MeasurementValueField } from '@studio/contracts/measurements';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';
import { formatProgressDate, measurementLabels } from '@studio/shell-kit/progress-format';

const bodyFields = ['waistCm', 'hipsCm', 'chestCm', 'armCm', 'thighCm'] as const;

/** One chart of the given values over the dates that have any of them; null where one is missing. */
function chartOf(
  title: string,
  entries: Measurement[],
  fields: readonly MeasurementValueField[],
): LineChartData | undefined {
  const dated = entries.filter((entry) => fields.some((field) => entry[field] !== undefined));
  const present = fields.filter((field) => dated.some((entry) => entry[field] !== undefined));
  if (dated.length === 0) return undefined;
  return {
    title,
    xHeading: 'Date',
    yAxis: 'fit',
    xLabels: dated.map((entry) => formatProgressDate(entry.date)),
    series: present.map((field) => ({
      name: `${measurementLabels[field].name} (${measurementLabels[field].unit})`,
      values: dated.map((entry) => entry[field] ?? null),
    })),
  };
}

/** The progress charts: weight over time, then the tape measurements (cm) over time. */
export function progressCharts(entries: Measurement[]): LineChartData[] {
  return [
    chartOf('Weight (kg)', entries, ['weightKg']),
    chartOf('Body measurements (cm)', entries, bodyFields),
  ].filter((chart): chart is LineChartData => chart !== undefined);
}
