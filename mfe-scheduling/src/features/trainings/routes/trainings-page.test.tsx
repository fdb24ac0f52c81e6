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

  it('flags the trial sessions whose visitor answered a PAR-Q "yes", from the paid leads', async () => {
    const inView = new Date();
    inView.setHours(10, 0, 0, 0);
    const trial = (id: string, name: string) => ({
      _id: id,
      status: 'scheduled',
      dateOfTraining: inView.toISOString(),
      customerID: { _id: `lead-of-${id}`, name },
      trainerID: alice,
    });
    const { fetchMock } = renderWithApi(<TrainingsPage />, {
      ...stubs(() => ({
        items: [trial('session-1', 'Casey Tan'), trial('session-2', 'Nina Ng')],
        nextCursor: null,
      })),
      '/api/leads': () => ({
        items: [
          { _id: 'lead-of-session-1', sessionId: 'session-1', healthFlag: true },
          { _id: 'lead-of-session-2', sessionId: 'session-2', healthFlag: false },
        ],
        nextCursor: null,
      }),
    });
    // The flag comes with the leads, after the trainings: the calendar draws it then.
    expect(
      await screen.findByTitle(/Casey Tan \(scheduled\) · Health: a PAR-Q "yes"$/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByTitle(/Nina Ng \(scheduled\)$/)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('/api/leads?stage=paid&limit=200');
  });

  it('says politely when the range has more trainings than one answer shows', async () => {
    renderWithApi(
      <TrainingsPage />,
      stubs(() => ({ items: [], nextCursor: 'more' })),
    );
    expect(await screen.findByText(rangeNotices.overCap)).toHaveAttribute('role', 'status');
  });
});
