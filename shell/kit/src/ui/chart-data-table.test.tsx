import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartDataTable } from './ChartDataTable';

describe('ChartDataTable', () => {
  it('gives the chart a table of its numbers, one column per line', () => {
    render(
      <ChartDataTable
        data={{
          title: 'Number of Completed Trainings by Month',
          xLabels: ['Feb 2025', 'Mar 2025'],
          series: [
            { name: 'Alice', values: [2, 0] },
            { name: 'Bob', values: [0, 1] },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Number of Completed Trainings by Month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthAliceBob', 'Feb 202520', 'Mar 202501']);
  });
});
