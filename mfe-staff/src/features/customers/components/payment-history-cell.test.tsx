import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentHistoryCell } from './PaymentHistoryCell';

const entries = (count: number): PaymentHistoryEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    dateOfPayment: `2026-0${9 - index}-10T04:00:00.000Z`,
    amountPaid: 600 - index,
    numOfTrainingsPaidFor: 10,
    packageId: `package-${index}`,
    expiresOn: '2099-03-09',
    sessionsLeft: 4,
    sessionsExpired: 0,
    reference: null,
  }));

describe('the payment history cell', () => {
  it("says 'No Payment History' when there is none", () => {
    render(<PaymentHistoryCell history={[]} />);
    expect(screen.getByText('No Payment History')).toBeInTheDocument();
  });

  it('shows only the latest payment, with its package, without a toggle for three entries', () => {
    render(<PaymentHistoryCell history={entries(3)} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sep 10, 2026: $600 for 10 trainings4 left · expires 9 Mar 2099',
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

  it('says what expired, with the reference, and offers no extension for an expired package', () => {
    const [entry] = entries(1);
    render(
      <PaymentHistoryCell
        history={[
          {
            ...entry!,
            expiresOn: '2026-03-09',
            sessionsLeft: 0,
            sessionsExpired: 3,
            reference: 'OLIVE-3F9A',
          },
        ]}
        onExtend={() => undefined}
      />,
    );
    expect(
      screen.getByText('Expired 9 Mar 2026: 3 unused sessions removed · Ref OLIVE-3F9A'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
  });

  it('offers "Extend" for a package still running, when extending is allowed', async () => {
    const onExtend = vi.fn();
    const history = entries(1);
    render(<PaymentHistoryCell history={history} onExtend={onExtend} />);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Extend the package of 10 sessions expiring 9 Mar 2099',
      }),
    );
    expect(onExtend).toHaveBeenCalledWith(history[0]);
  });
});
