// Nothing listens on this origin, so the whole-history call really fails (no stubbed responses).
// @vitest-environment-options {"url": "http://127.0.0.1:4398/"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderPage } from '@studio/shell-kit/test/render-page';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { PaymentHistoryCell } from './PaymentHistoryCell';

const latestPayment: PaymentHistoryEntry = {
  dateOfPayment: '2026-09-10T04:00:00.000Z',
  amountPaid: 600,
  numOfTrainingsPaidFor: 10,
  packageId: 'package-1',
  expiresOn: '2099-03-09',
  sessionsLeft: 4,
  sessionsExpired: 0,
  reference: null,
};

const renderCell = (
  paymentCount: number,
  entry: PaymentHistoryEntry = latestPayment,
  onExtend?: (entry: PaymentHistoryEntry) => void,
) =>
  renderPage(
    <PaymentHistoryCell
      _id="c1"
      latestPayment={paymentCount ? entry : null}
      paymentCount={paymentCount}
      onExtend={onExtend}
    />,
    { user: adminUser },
  );

describe('the payment history cell', () => {
  it("says 'No Payment History' when there is none", () => {
    renderCell(0);
    expect(screen.getByText('No Payment History')).toBeInTheDocument();
  });

  it('shows only the latest payment, with its package, without a toggle for three entries', () => {
    renderCell(3);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sep 10, 2026: $600 for 10 trainings4 left · expires 9 Mar 2099',
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

  it('says what expired, with the reference, and offers no extension for an expired package', () => {
    renderCell(
      1,
      {
        ...latestPayment,
        expiresOn: '2026-03-09',
        sessionsLeft: 0,
        sessionsExpired: 3,
        reference: 'OLIVE-3F9A',
      },
      () => undefined,
    );
    expect(
      screen.getByText('Expired 9 Mar 2026: 3 unused sessions removed · Ref OLIVE-3F9A'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
  });

  it('offers "Extend" for a package still running, when extending is allowed', async () => {
    const onExtend = vi.fn();
    renderCell(1, latestPayment, onExtend);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Extend the package of 10 sessions expiring 9 Mar 2099',
      }),
    );
    expect(onExtend).toHaveBeenCalledWith(latestPayment);
  });
});
