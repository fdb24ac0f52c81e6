/** What a line chart shows: a title, x-axis labels and one named line per series. */
export interface LineChartData {
  title: string;
  xLabels: string[];
  series: Array<{ name: string; values: number[] }>;
}

/** The echarts option for a line chart (kept apart from the drawing so it can be read and tested). */
export function lineChartOption({ title, xLabels, series }: LineChartData) {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 16 } },
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((line) => line.name), bottom: 0 },
    grid: { left: 40, right: 20, top: 50, bottom: 50 },
    xAxis: { type: 'category', data: xLabels, boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((line) => ({
      name: line.name,
      type: 'line',
      data: line.values,
      smooth: false,
    })),
  };
}
