import type { PaymentListEntry } from '@studio/contracts/payments';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupByMonth } from '../utils/payment-months';
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

  it('shows Date, $, #, Name, Email and Trainer for admins, in Singapore time', () => {
    const [september] = groupByMonth(payments);
    render(<PaymentMonthTable month={september!} showTrainer />);
    expect(screen.getByRole('heading', { name: 'September 2026' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Date', '$', '#', 'Name', 'Email', 'Trainer']);
    const table = screen.getByRole('table');
    expect(firstColumn(table, 0)).toEqual(['Sep 1, 2026, 1:30 AM', 'Sep 5, 2026, 10:00 AM']);
    expect(firstColumn(table, 1)).toEqual(['$600', '$120']);
  });

  it('has no Trainer column for trainers', () => {
    const [september] = groupByMonth(payments);
    render(<PaymentMonthTable month={september!} showTrainer={false} />);
    expect(screen.queryByRole('columnheader', { name: /Trainer/ })).not.toBeInTheDocument();
  });

  it('sorts every column, flipping direction on each click', async () => {
    const [september] = groupByMonth(payments);
    render(<PaymentMonthTable month={september!} showTrainer />);
    const table = screen.getByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /^\$/ }));
    expect(firstColumn(table, 1)).toEqual(['$120', '$600']);
    await userEvent.click(screen.getByRole('button', { name: /^\$/ }));
    expect(firstColumn(table, 1)).toEqual(['$600', '$120']);
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(firstColumn(table, 3)).toEqual(['Alice', 'bob']);
    await userEvent.click(screen.getByRole('button', { name: /^Trainer/ }));
    expect(firstColumn(table, 5)).toEqual(['amy', 'Zed']);
    await userEvent.click(screen.getByRole('button', { name: /^#/ }));
    expect(firstColumn(table, 2)).toEqual(['2', '10']);
  });
});
