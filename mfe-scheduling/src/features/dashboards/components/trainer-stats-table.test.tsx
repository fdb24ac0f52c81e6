// Nothing listens on this origin: an opened list's request really goes out and fails.
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TrainerCounts, TrainerCountsSortKey } from '@studio/contracts/trainer-stats-lazy';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { TrainerStatsTable } from './TrainerStatsTable';

const alice: TrainerCounts = {
  trainer: { _id: 't1', name: 'Alice' },
  pastCount: 4,
  upcomingCount: 1,
  avgPastSessionsPerWeek: '0.47',
  scheduledCount: 1,
  completedCount: 3,
};

const loaded = (rows: TrainerCounts[], more = false): ListRows<TrainerCounts> => ({
  rows,
  status: 'ready',
  hasNextPage: more,
  isFetchingNextPage: false,
  loadMore: vi.fn(),
  retry: vi.fn(),
});

function Host({ list, onSort }: { list: ListRows<TrainerCounts>; onSort?: (key: string) => void }) {
  const sort = useServerSort<TrainerCountsSortKey>('trainer');
  onSort?.(`${sort.key} ${sort.order}`);
  return <TrainerStatsTable list={list} sort={sort} />;
}

describe('TrainerStatsTable', () => {
  it("shows 'Training Stats' with the spec's four columns and each trainer's counts", () => {
    renderPage(<Host list={loaded([alice])} />, { user: adminUser });
    expect(screen.getByRole('heading', { name: 'Training Stats' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Training Stats' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual([
      'Trainer',
      'Past Trainings (Last 90 Days)',
      'Avg. Past Trainings/90 Days',
      'Upcoming Trainings (Next 90 Days)',
    ]);
    const row = within(table).getByRole('row', { name: 'Alice' });
    expect(row).toHaveTextContent('4 (scheduled 1, completed 3)');
    expect(row).toHaveTextContent('0.47');
  });

  it('asks the server for another order when a column header is chosen', async () => {
    const orders: string[] = [];
    renderPage(<Host list={loaded([alice], true)} onSort={(order) => orders.push(order)} />, {
      user: adminUser,
    });
    const table = screen.getByRole('table', { name: 'Training Stats' });
    // More pages remain: the row count is unknown to screen readers until the last one.
    expect(table).toHaveAttribute('aria-rowcount', '-1');
    await userEvent.click(within(table).getByRole('button', { name: /^Past Trainings/ }));
    expect(orders.at(-1)).toBe('pastCount asc');
    await userEvent.click(within(table).getByRole('button', { name: /^Past Trainings/ }));
    expect(orders.at(-1)).toBe('pastCount desc');
    expect(within(table).getByRole('columnheader', { name: /^Past Trainings/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('shows each list with its count, and asks for its dates only when it is opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderPage(<Host list={loaded([alice])} />, { user: adminUser });
    expect(screen.getByText('View Scheduled Trainings (1)')).toBeInTheDocument();
    expect(screen.getByText('View Upcoming Trainings (1)')).toBeInTheDocument();
    const completed = screen.getByText('View Completed Trainings (3)');
    const list = completed.closest('details') as HTMLElement;
    expect(list).not.toHaveAttribute('open');
    expect(fetched).not.toHaveBeenCalled();

    await userEvent.click(completed);
    expect(list).toHaveAttribute('open');
    expect(await within(list).findByRole('status')).toHaveTextContent('Loading…');
    const [request] = fetched.mock.calls[0]!;
    expect(new URL((request as Request).url).pathname).toBe(
      '/api/training/stats/trainers/t1/completed',
    );
  });
});
