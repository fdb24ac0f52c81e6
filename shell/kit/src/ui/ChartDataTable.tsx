import './chart.css';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';

/** The numbers behind a chart, for screen readers (the canvas itself says nothing). */
export function ChartDataTable({ data }: { data: LineChartData }) {
  return (
    <table className="ui-chart-data-table">
      <caption>{data.title}</caption>
      <thead>
        <tr>
          <th scope="col">{data.xHeading ?? 'Month'}</th>
          {data.series.map((line) => (
            <th key={line.name} scope="col">
              {line.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.xLabels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {data.series.map((line) => (
              <td key={line.name}>
                {line.values[index] === null ? '–' : (line.values[index] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
