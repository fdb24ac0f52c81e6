import { LineChart as EChartsLine } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { LineChartData } from './line-chart-option';
import { lineChartOption } from './line-chart-option';

// Only the parts the dashboards draw, so the chart chunk stays small.
echarts.use([
  EChartsLine,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** A titled line chart drawn by echarts; loaded lazily with the dashboards. */
export default function LineChart({ data, height }: { data: LineChartData; height: number }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = echarts.init(container.current);
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(lineChartOption(data), { notMerge: true });
  }, [data]);

  // The drawing is for sighted readers; the data table beside it carries the numbers for assistive tech.
  return <div ref={container} aria-hidden="true" style={{ width: '100%', height }} />;
}
