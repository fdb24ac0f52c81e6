import { lazy, Suspense } from 'react';
import type { LineChartData } from '../../../components/chart/line-chart-option';
import { ChartDataTable } from './ChartDataTable';

const LineChart = lazy(() => import('../../../components/chart/LineChart'));

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
