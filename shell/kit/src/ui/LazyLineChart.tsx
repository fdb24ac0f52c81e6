import { lazy, Suspense } from 'react';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';
import { ChartDataTable } from '@studio/shell-kit/ui/ChartDataTable';
import './chart.css';

const loadLineChart = () => import('@studio/shell-kit/ui/LineChart');
const LineChart = lazy(loadLineChart);

/**
 * Starts fetching the chart's code now (a screen that will draw one once its data arrives), so
 * the code and the data travel at the same time instead of one after the other.
 */
export function preloadLineChart(): void {
  void loadLineChart();
}

/**
 * A line chart whose code (echarts) is fetched only when a screen draws one, with the numbers
 * behind it in a table for screen readers (`dataTable: false` where the screen shows them anyway).
 */
export function LazyLineChart({
  data,
  height = 300,
  dataTable = true,
}: {
  data: LineChartData;
  height?: number;
  dataTable?: boolean;
}) {
  return (
    <figure className="ui-chart">
      <Suspense fallback={<div style={{ height }}>Loading chart…</div>}>
        <LineChart data={data} height={height} />
      </Suspense>
      {dataTable && <ChartDataTable data={data} />}
    </figure>
  );
}
