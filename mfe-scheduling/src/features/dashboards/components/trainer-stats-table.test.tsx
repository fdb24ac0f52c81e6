// Nothing listens on this origin: an opened list's request really goes out and fails.
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainerCounts } from '@studio/contracts/trainer-stats-lazy';
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

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('TrainerStatsTable', () => {
  it("shows 'Training Stats' with the spec's four columns and each trainer's counts", () => {
    render(<TrainerStatsTable rows={[alice]} />);
    const table = screen.getByRole('table', { name: 'Training Stats' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Trainer',
      'Past Trainings (Last 90 Days)',
      'Avg. Past Trainings/90 Days',
      'Upcoming Trainings (Next 90 Days)',
    ]);
    const row = within(table).getByRole('row', { name: /Alice/ });
    expect(row).toHaveTextContent('4 (scheduled 1, completed 3)');
    expect(row).toHaveTextContent('0.47');
  });

  it('shows each list with its count, and asks for its dates only when it is opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderPage(<TrainerStatsTable rows={[alice]} />, { user: adminUser });
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

  it('becomes stacked cards with the same data on a small screen', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    render(<TrainerStatsTable rows={[alice]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Alice' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Past Trainings (Last 90 Days)4 (scheduled 1, completed 3)');
    expect(card).toHaveTextContent('Avg. Past Trainings/90 Days0.47');
  });
});
