import type { LineChartData } from '../../../components/chart/line-chart-option';

/** The numbers behind a chart, for screen readers (the canvas itself says nothing). */
export function ChartDataTable({ data }: { data: LineChartData }) {
  return (
    <table className="visually-hidden-table">
      <caption>{data.title}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
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
              <td key={line.name}>{line.values[index] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
