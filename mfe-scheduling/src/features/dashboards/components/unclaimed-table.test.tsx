import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Training } from '@studio/contracts/training';
import { UnclaimedTable } from './UnclaimedTable';

const training = (id: string, name: string, dateOfTraining: string): Training => ({
  _id: id,
  status: 'scheduled',
  dateOfTraining,
  customerID: { _id: `c-${id}`, name },
  trainerID: { _id: 't1', name: 'Alice' },
});

describe('UnclaimedTable', () => {
  it('says so when there is nothing to claim', () => {
    render(<UnclaimedTable trainings={[]} busy={false} onClaim={vi.fn()} onDelete={vi.fn()} />);
    expect(
      screen.getByText('Review Unclaimed Trainings: No unclaimed trainings found in records.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each customer with the date and 12-hour time in Singapore, and claims or deletes that one', async () => {
    const onClaim = vi.fn();
    const onDelete = vi.fn();
    const carol = training('1', 'Carol', '2025-03-03T01:00:00.000Z');
    const dan = training('2', 'Dan', '2025-03-03T10:30:00.000Z');
    render(
      <UnclaimedTable
        trainings={[carol, dan]}
        busy={false}
        onClaim={onClaim}
        onDelete={onDelete}
      />,
    );

    const table = screen.getByRole('table', { name: 'Review Unclaimed Trainings:' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Customer', 'Claim', 'Delete']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('CarolMon, 3 Mar 2025, 9:00 am');
    expect(rows[1]).toHaveTextContent('DanMon, 3 Mar 2025, 6:30 pm');

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Claim/ }));
    expect(onClaim).toHaveBeenCalledWith(dan);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Delete/ }));
    expect(onDelete).toHaveBeenCalledWith(carol);
  });
});
