import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaymentHistoryCell } from './PaymentHistoryCell';

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    dateOfPayment: `2026-0${9 - index}-10T04:00:00.000Z`,
    amountPaid: 600 - index,
    numOfTrainingsPaidFor: 10,
  }));

describe('the payment history cell', () => {
  it("says 'No Payment History' when there is none", () => {
    render(<PaymentHistoryCell history={[]} />);
    expect(screen.getByText('No Payment History')).toBeInTheDocument();
  });

  it('shows only the latest payment, without a toggle for three entries', () => {
    render(<PaymentHistoryCell history={entries(3)} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sep 10, 2026: $600 for 10 trainings',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers '+ Show More' and '− Show Less' for more than three entries", async () => {
    render(<PaymentHistoryCell history={entries(4)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '+ Show More' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: '− Show Less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
