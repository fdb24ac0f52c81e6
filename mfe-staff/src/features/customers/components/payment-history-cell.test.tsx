// Nothing listens on this origin, so the whole-history call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import { PaymentHistoryCell } from './PaymentHistoryCell';

const latestPayment = {
  dateOfPayment: '2026-09-10T04:00:00.000Z',
  amountPaid: 600,
  numOfTrainingsPaidFor: 10,
};

const renderCell = (paymentCount: number) =>
  renderPage(
    <PaymentHistoryCell
      _id="c1"
      latestPayment={paymentCount ? latestPayment : null}
      paymentCount={paymentCount}
    />,
    { user: adminUser },
  );

describe('the payment history cell', () => {
  it("says 'No Payment History' when there is none", () => {
    renderCell(0);
    expect(screen.getByText('No Payment History')).toBeInTheDocument();
  });

  it('shows only the latest payment, without a toggle for three entries', () => {
    renderCell(3);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sep 10, 2026: $600 for 10 trainings',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers '+ Show More' for more than three entries, fetches the rest, and folds with '− Show Less'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCell(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '+ Show More' }));
    expect(screen.getByRole('button', { name: '− Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The server cannot be reached here: the latest payment stays, with the failure and a retry.
    expect(await screen.findByRole('alert')).toHaveTextContent('The payments could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '− Show Less' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
