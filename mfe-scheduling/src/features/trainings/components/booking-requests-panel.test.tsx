import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRequest } from '@studio/contracts/booking-requests';
import { describe, expect, it, vi } from 'vitest';
import { BookingRequestsPanel, type AnswerOutcome } from './BookingRequestsPanel';

const pending: BookingRequest = {
  _id: 'r1',
  customerID: { _id: 'c1', name: 'Carol' },
  trainerID: { _id: 't1', name: 'Alice' },
  // Thursday 3 December 2026, 9:00 am in Singapore.
  dateOfTraining: '2026-12-03T01:00:00.000Z',
  note: 'Legs please',
  status: 'pending',
  message: '',
  trainingId: null,
};
const answered: BookingRequest = { ...pending, _id: 'r2', status: 'declined', message: 'No' };

function renderPanel(overrides: Partial<Parameters<typeof BookingRequestsPanel>[0]> = {}) {
  const props = {
    requests: [pending, answered],
    loading: false,
    failed: false,
    showTrainer: false,
    onRetry: vi.fn(),
    onAccept: vi.fn(async (): Promise<AnswerOutcome> => ({ ok: true })),
    onDecline: vi.fn(async (): Promise<AnswerOutcome> => ({ ok: true })),
    ...overrides,
  };
  render(<BookingRequestsPanel {...props} />);
  return props;
}

describe('BookingRequestsPanel', () => {
  it('lists only pending requests, each with its time, note and named Accept and Decline', async () => {
    const props = renderPanel();
    const panel = screen.getByRole('region', { name: 'Requests' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Carol asks for Thu, 3 Dec 2026, 9:00 am');
    expect(items[0]).toHaveTextContent('“Legs please”');
    await userEvent.click(
      screen.getByRole('button', { name: 'Accept: Carol, Thu, 3 Dec 2026, 9:00 am' }),
    );
    expect(props.onAccept).toHaveBeenCalledWith(pending, false);
  });

  it('opens the conflict dialog with the reason and books anyway only when asked', async () => {
    const onAccept = vi
      .fn<(request: BookingRequest, allowConflict: boolean) => Promise<AnswerOutcome>>()
      .mockResolvedValueOnce({ ok: false, error: 'Alice is already training Dan.', conflict: true })
      .mockResolvedValueOnce({ ok: true });
    renderPanel({ onAccept });
    await userEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule conflict' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Alice is already training Dan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book anyway' }));
    expect(onAccept).toHaveBeenLastCalledWith(pending, true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines with the message typed for the customer, and asks for one when empty', async () => {
    const props = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /^Decline/ }));
    const dialog = screen.getByRole('dialog', { name: 'Decline request' });
    const message = within(dialog).getByLabelText('Message to the customer');
    await userEvent.type(message, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and decline' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a few words');
    expect(props.onDecline).not.toHaveBeenCalled();
    await userEvent.type(message, 'Away that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and decline' }));
    expect(props.onDecline).toHaveBeenCalledWith(pending, 'Away that week');
  });

  it('says when it is loading, when there is nothing to answer, and when loading failed', async () => {
    const { unmount } = render(
      <BookingRequestsPanel
        requests={undefined}
        loading
        failed={false}
        showTrainer={false}
        onRetry={vi.fn()}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading requests…');
    unmount();
    const props = renderPanel({ requests: undefined, failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Booking requests could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});
