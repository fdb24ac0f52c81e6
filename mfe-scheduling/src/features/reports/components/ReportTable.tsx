import type { ReportView } from '../utils/report-views';

/** Every figure of a report, as a table a screen reader can walk (the chart is only a picture). */
export function ReportTable({ table }: { table: ReportView['table'] }) {
  return (
    <div
      className="report-table-wrapper"
      tabIndex={0}
      role="region"
      aria-label={`${table.caption} figures`}
    >
      <table className="report-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length}>Nothing in these months.</td>
            </tr>
          )}
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
