import type { PaymentListEntry } from '@studio/contracts/payments';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentSortKey } from '@studio/contracts/payment-page';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { groupByMonth, type PaymentMonth } from '../utils/payment-months';
import { PaymentMonthTable } from './PaymentMonthTable';

function payment(
  id: string,
  dateOfPayment: string,
  month: string,
  amountPaid: number,
  name: string,
  trainer: string,
): PaymentListEntry {
  return {
    _id: id,
    dateOfPayment,
    month,
    amountPaid,
    numOfTrainingsPaidFor: amountPaid / 60,
    status: 'credited',
    customer: { _id: `c-${id}`, name, email: `${name.toLowerCase()}@example.com` },
    trainer: { _id: `t-${trainer}`, name: trainer },
  };
}

const payments = [
  payment('p1', '2026-08-31T17:30:00.000Z', '2026-09', 600, 'bob', 'Zed'),
  payment('p2', '2026-09-05T02:00:00.000Z', '2026-09', 120, 'Alice', 'amy'),
  payment('p3', '2026-08-10T04:00:00.000Z', '2026-08', 60, 'Carol', 'Ben'),
];

const firstColumn = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);

const noop = () => undefined;

/** A month's table with the screen's own sort state; the order asked for is shown in an output. */
function Harness({ month, showTrainer }: { month: PaymentMonth; showTrainer: boolean }) {
  const sort = useServerSort<PaymentSortKey>('dateOfPayment', 'desc');
  return (
    <>
      <output data-testid="asked">{`${sort.key} ${sort.order}`}</output>
      <PaymentMonthTable
        month={month}
        list={{
          rows: payments,
          status: 'ready',
          hasNextPage: false,
          isFetchingNextPage: false,
          loadMore: noop,
          retry: noop,
        }}
        sort={sort}
        showTrainer={showTrainer}
      />
    </>
  );
}

describe('the payments screen tables', () => {
  it('groups payments by month, newest month first', () => {
    expect(
      groupByMonth(payments).map((month) => [
        month.label,
        month.payments.map((entry) => entry._id),
      ]),
    ).toEqual([
      ['September 2026', ['p1', 'p2']],
      ['August 2026', ['p3']],
    ]);
  });

  it('shows Date, $, #, Name, Email and Trainer for admins, in Singapore time, in the order the server sent', () => {
    const [september] = groupByMonth(payments);
    render(<Harness month={september!} showTrainer />);
    expect(screen.getByRole('heading', { name: 'September 2026' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Date', '$', '#', 'Name', 'Email', 'Trainer']);
    const table = screen.getByRole('table', { name: 'Payments of September 2026' });
    expect(firstColumn(table, 0)).toEqual(['Sep 1, 2026, 1:30 AM', 'Sep 5, 2026, 10:00 AM']);
    expect(firstColumn(table, 1)).toEqual(['$600', '$120']);
  });

  it('has no Trainer column for trainers', () => {
    const [september] = groupByMonth(payments);
    render(<Harness month={september!} showTrainer={false} />);
    expect(screen.queryByRole('columnheader', { name: /Trainer/ })).not.toBeInTheDocument();
  });

  it('asks the server for every column, newest first until a header is chosen, flipping on each click', async () => {
    const [september] = groupByMonth(payments);
    render(<Harness month={september!} showTrainer />);
    const asked = () => screen.getByTestId('asked').textContent;
    expect(asked()).toBe('dateOfPayment desc');
    expect(screen.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /^\$/ }));
    expect(asked()).toBe('amountPaid asc');
    await userEvent.click(screen.getByRole('button', { name: /^\$/ }));
    expect(asked()).toBe('amountPaid desc');
    for (const [column, key] of [
      [/^#/, 'numOfTrainingsPaidFor'],
      [/^Name/, 'name'],
      [/^Email/, 'email'],
      [/^Trainer/, 'trainer'],
      [/^Date/, 'dateOfPayment'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: column }));
      expect(asked()).toBe(`${key} asc`);
    }
  });
});
