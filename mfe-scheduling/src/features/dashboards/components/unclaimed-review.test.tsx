import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Training } from '@studio/contracts/training';
import { labels } from '../../../config/messages';
import { calledPaths, renderWithApi } from '@studio/shell-kit/test/stub-api';
import { UnclaimedReview } from './UnclaimedReview';

const trainingOf = (index: number): Training => ({
  _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  status: 'scheduled',
  dateOfTraining: new Date(Date.UTC(2026, 10, 20 - index, 1)).toISOString(),
  trainerID: { _id: 'a0000000-0000-4000-8000-000000000000', name: 'Alice' },
  customerID: { _id: 'c0000000-0000-4000-8000-000000000000', name: `Customer ${index}` },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnclaimedReview', () => {
  it('shows the first page and loads the next one when asked', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithApi(<UnclaimedReview />, {
      '/api/unclaimedtraining': (query) =>
        query.get('cursor') === 'page-2'
          ? { items: [trainingOf(3)], nextCursor: null }
          : { items: [trainingOf(1), trainingOf(2)], nextCursor: 'page-2' },
      '/api/training/stats/completed-by-month': () => ({
        months: [],
        series: [],
        others: null,
        totals: [],
      }),
    });
    const table = await screen.findByRole('table', { name: labels.unclaimedHeading });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(calledPaths(fetchMock)).toContain('/api/unclaimedtraining?limit=50');

    await user.click(screen.getByRole('button', { name: labels.loadMoreUnclaimed }));
    expect(await within(table).findByText('Customer 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(calledPaths(fetchMock)).toContain('/api/unclaimedtraining?limit=50&cursor=page-2');
    expect(
      screen.queryByRole('button', { name: labels.loadMoreUnclaimed }),
    ).not.toBeInTheDocument();
  });
});
