import { lazy, Suspense } from 'react';
import type { LineChartData } from '../../../components/chart/line-chart-option';

const LineChart = lazy(() => import('../../../components/chart/LineChart'));

/** A report's chart, its code fetched only when the Reports screen draws one. */
export function ReportChart({ data, height = 280 }: { data: LineChartData; height?: number }) {
  return (
    <Suspense fallback={<div style={{ height }}>Loading chart…</div>}>
      <LineChart data={data} height={height} />
    </Suspense>
  );
}
