/** What a line chart shows: a title, x-axis labels and one named line per series. */
export interface LineChartData {
  title: string;
  xLabels: string[];
  /** `null` where a line has no value at that label: the line joins its neighbours. */
  series: Array<{ name: string; values: Array<number | null> }>;
  /** The data table's heading of the labels' column (default 'Month'). */
  xHeading?: string;
  /** 'fit' draws the y axis around the values (a weight from 78 to 82 kg), not from 0 (counts). */
  yAxis?: 'counts' | 'fit';
}

/** The echarts option for a line chart (kept apart from the drawing so it can be read and tested). */
export function lineChartOption({ title, xLabels, series, yAxis = 'counts' }: LineChartData) {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 16 } },
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((line) => line.name), bottom: 0 },
    grid: { left: 40, right: 20, top: 50, bottom: 50 },
    xAxis: { type: 'category', data: xLabels, boundaryGap: false },
    yAxis: yAxis === 'fit' ? { type: 'value', scale: true } : { type: 'value', minInterval: 1 },
    series: series.map((line) => ({
      name: line.name,
      type: 'line',
      data: line.values,
      smooth: false,
      connectNulls: true,
    })),
  };
}
