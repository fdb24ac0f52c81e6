import { LineChart as EChartsLine } from 'echarts/charts';
import {
  GridComponent,
  LegendPlainComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { dispose, getInstanceByDom, init, use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';
import { lineChartOption } from '@studio/shell-kit/charts/line-chart-option';

// Only the parts the screens draw, so the chart chunk stays small (the plain legend: the options
// never ask for the scrolling one, which `LegendComponent` would bring along).
registerEChartsParts([
  EChartsLine,
  GridComponent,
  LegendPlainComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

// What echarts-for-react's core entry calls. Passing the whole `echarts/core` namespace instead
// would keep every one of its exports in the chunk (about 45 KB more).
const echarts = { init, getInstanceByDom, dispose };

/** A titled line chart drawn by echarts; import it lazily (`LazyLineChart`). */
export default function LineChart({ data, height }: { data: LineChartData; height: number }) {
  const option = useMemo(() => lineChartOption(data), [data]);
  // The drawing is for sighted readers; a data table beside it carries the numbers for assistive tech.
  return (
    <div aria-hidden="true">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ width: '100%', height }}
      />
    </div>
  );
}
