import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rangeNotices } from '../../../config/messages';
import { calledPaths, renderWithApi, type StubAnswers } from '@studio/shell-kit/test/stub-api';
import { TrainingsPage } from './TrainingsPage';

const alice = { _id: '11111111-1111-4111-8111-111111111111', name: 'Alice' };

function stubs(trainingAnswer: (query: URLSearchParams) => unknown): StubAnswers {
  return {
    '/api/training': trainingAnswer,
    '/api/users/options': () => ({ items: [alice], nextCursor: null }),
    '/api/customers/options': () => ({ items: [], nextCursor: null }),
    '/api/booking-requests': () => [],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrainingsPage', () => {
  it('asks the server for the chosen trainer’s trainings of the visible range', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithApi(
      <TrainingsPage />,
      stubs(() => ({ items: [], nextCursor: null })),
    );
    await user.type(screen.getByRole('combobox', { name: 'Trainer' }), 'Ali');
    await user.click(await screen.findByRole('option', { name: 'Alice' }));

    await vi.waitFor(() => {
      const rangeCalls = calledPaths(fetchMock).filter((path) => path.startsWith('/api/training?'));
      expect(rangeCalls.at(-1)).toContain(`trainerId=${alice._id}`);
      expect(rangeCalls.at(-1)).toContain('limit=300');
    });
    expect(screen.queryByText(rangeNotices.overCap)).not.toBeInTheDocument();
  });

  it('says politely when the range has more trainings than one answer shows', async () => {
    renderWithApi(
      <TrainingsPage />,
      stubs(() => ({ items: [], nextCursor: 'more' })),
    );
    expect(await screen.findByText(rangeNotices.overCap)).toHaveAttribute('role', 'status');
  });
});
