import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrainerStats } from '@studio/contracts/training-stats';
import { TrainerStatsTable } from './TrainerStatsTable';

const alice: TrainerStats = {
  trainer: { _id: 't1', name: 'Alice' },
  pastCount: 4,
  upcomingCount: 1,
  avgPastSessionsPerWeek: '0.47',
  scheduledCount: 1,
  completedCount: 3,
  scheduled: ['2025-02-28T17:00:00.000Z'],
  completed: ['2025-01-31T15:30:00.000Z', '2025-01-31T16:30:00.000Z', '2025-02-15T04:00:00.000Z'],
  upcoming: ['2025-03-01T03:00:00.000Z'],
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

  it('opens the collapsible lists of dates and times', async () => {
    render(<TrainerStatsTable rows={[alice]} />);
    const completed = screen.getByText('View Completed Trainings (3)');
    const list = completed.closest('details') as HTMLElement;
    expect(list).not.toHaveAttribute('open');
    await userEvent.click(completed);
    expect(list).toHaveAttribute('open');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fri, 31 Jan 2025, 11:30 pm',
      'Sat, 1 Feb 2025, 12:30 am',
      'Sat, 15 Feb 2025, 12:00 pm',
    ]);
    expect(screen.getByText('View Scheduled Trainings (1)')).toBeInTheDocument();
    expect(screen.getByText('View Upcoming Trainings (1)')).toBeInTheDocument();
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
