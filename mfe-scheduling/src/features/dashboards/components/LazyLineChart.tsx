import { lazy, Suspense } from 'react';
import type { LineChartData } from '../utils/line-chart-option';
import { ChartDataTable } from './ChartDataTable';

const LineChart = lazy(() => import('./LineChart'));

/** The line chart, fetched only when a dashboard shows one. */
export function LazyLineChart({ data, height = 300 }: { data: LineChartData; height?: number }) {
  return (
    <figure className="dashboard-chart">
      <Suspense fallback={<div style={{ height }}>Loading chart…</div>}>
        <LineChart data={data} height={height} />
      </Suspense>
      <ChartDataTable data={data} />
    </figure>
  );
}
