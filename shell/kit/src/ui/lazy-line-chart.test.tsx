import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyLineChart, preloadLineChart } from './LazyLineChart';

const weight = {
  title: 'Weight (kg)',
  xHeading: 'Date',
  yAxis: 'fit' as const,
  xLabels: ['3 Nov 2026', '10 Nov 2026'],
  series: [{ name: 'Weight (kg)', values: [81.2, 80.6] }],
};

// The drawing is the aria-hidden box echarts draws into; the table carries the numbers.
const drawingIn = (container: HTMLElement) =>
  container.querySelector('.ui-chart [aria-hidden="true"]');

// jsdom has no 2D canvas (`getContext` answers null) and echarts paints on its next animation
// frame: on a busy machine that frame comes while the test still runs. A context that draws
// nothing lets it paint; what the tests check is the box echarts draws into and the table.
const drawsNothing = new Proxy({} as CanvasRenderingContext2D, {
  get: (_context, name) => (name === 'measureText' ? () => ({ width: 0 }) : () => undefined),
  set: () => true,
});
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => drawsNothing as never,
  );
});

// In this order: the chart's code is fetched once per page (the first test fetches it).
describe('LazyLineChart', () => {
  it('says the chart is loading, with its numbers in the table, until its code arrives', async () => {
    const { container } = render(<LazyLineChart data={weight} height={240} />);

    expect(screen.getByText('Loading chart…')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Weight (kg)' })).toBeVisible();
    // The first import of echarts is transformed on the fly in this test: seconds on a busy machine.
    await waitFor(() => expect(drawingIn(container)).not.toBeNull(), { timeout: 20_000 });
    expect(screen.queryByText('Loading chart…')).toBeNull();
  }, 30_000);

  it('draws a chart whose code was fetched in advance at once, without a loading step', async () => {
    preloadLineChart();
    await import('./LineChart');
    await new Promise((resolve) => setTimeout(resolve));

    const { container } = render(<LazyLineChart data={weight} height={240} />);

    expect(screen.queryByText('Loading chart…')).toBeNull();
    expect(drawingIn(container)).not.toBeNull();
    expect(screen.getByRole('table', { name: 'Weight (kg)' })).toBeVisible();
  });
});
