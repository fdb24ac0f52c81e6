import { useEffect, useState } from 'react';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';
import type LineChartCode from './LineChart';
import { ChartDataTable } from '@studio/shell-kit/ui/ChartDataTable';
import './chart.css';

type LineChart = typeof LineChartCode;

let loadedLineChart: LineChart | undefined;
let loadingLineChart: Promise<LineChart> | undefined;

function loadLineChart(): Promise<LineChart> {
  // A relative request on purpose: `@studio/shell-kit/...` would make the drawing a shared module,
  // fetched through the federation runtime when first asked for, behind the screen's API calls on
  // the browser's six connections. As this container's own chunk it is preloaded (downloaded, not
  // run) with the chunk holding this module, beside the screen's code, and runs when a chart mounts.
  loadingLineChart ??= import(/* webpackPreload: true */ './LineChart').then(
    (module) => (loadedLineChart = module.default),
    (error: unknown) => {
      // The next chart asks the network again (a deploy swapping files, a dropped connection).
      loadingLineChart = undefined;
      throw error;
    },
  );
  return loadingLineChart;
}

/**
 * Starts fetching the chart's code now (a screen that will draw one once its data arrives), so
 * the code and the data travel at the same time instead of one after the other.
 */
export function preloadLineChart(): void {
  loadLineChart().catch(() => undefined);
}

/**
 * The chart's code: at once when it is already here, else in a render of its own when it arrives;
 * `null` when it could not be fetched. Not React.lazy: a suspended chart shows its fallback, and
 * React then holds the chart back until 300 ms after that fallback showed, even when its code
 * arrives a moment later.
 */
function useLineChart(): LineChart | null | undefined {
  const [chart, setChart] = useState<LineChart | null | undefined>(() => loadedLineChart);
  useEffect(() => {
    if (chart !== undefined) return;
    let mounted = true;
    loadLineChart().then(
      (loaded) => mounted && setChart(() => loaded),
      () => mounted && setChart(null),
    );
    return () => {
      mounted = false;
    };
  }, [chart]);
  return chart;
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
  const Chart = useLineChart();
  return (
    <figure className="ui-chart">
      {Chart ? (
        // eslint-disable-next-line react-hooks/static-components -- one component, fetched once per page
        <Chart data={data} height={height} />
      ) : (
        <div style={{ height }}>
          {Chart === null ? 'The chart could not be loaded.' : 'Loading chart…'}
        </div>
      )}
      {dataTable && <ChartDataTable data={data} />}
    </figure>
  );
}
