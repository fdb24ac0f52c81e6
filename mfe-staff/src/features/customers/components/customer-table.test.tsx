import type { Customer } from '@studio/contracts/customers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomerTable } from './CustomerTable';

function customer(overrides: Partial<Customer> & Pick<Customer, '_id' | 'name'>): Customer {
  return {
    email: `${overrides.name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    phone: '91234567',
    dateOfBirth: '1990-01-01',
    ic: 'S****567D',
    sex: 'F',
    dateJoined: '2026-01-01T00:00:00.000Z',
    numOfTrainings: 0,
    trainerID: { _id: 't1', name: 'Tara' },
    paymentHistory: [],
    lowBalance: false,
    emailsOff: false,
    nextExpiry: null,
    ...overrides,
  };
}

const payment = (dateOfPayment: string) => ({
  dateOfPayment,
  amountPaid: 60,
  numOfTrainingsPaidFor: 1,
  packageId: `p-${dateOfPayment}`,
  expiresOn: '2099-01-01',
  sessionsLeft: 1,
  sessionsExpired: 0,
  reference: null,
});

const customers = [
  customer({
    _id: 'c1',
    name: 'bob lee',
    dateJoined: '2026-03-01T00:00:00.000Z',
    dateOfBirth: '1980-06-01',
    trainerID: { _id: 't2', name: 'zed' },
    paymentHistory: [payment('2026-05-01T00:00:00Z'), payment('2026-02-01T00:00:00Z')],
  }),
  customer({
    _id: 'c2',
    name: 'Alice Tan',
    dateJoined: '2026-01-15T00:00:00.000Z',
    dateOfBirth: '2001-06-01',
    trainerID: { _id: 't1', name: 'Amy' },
  }),
  customer({
    _id: 'c3',
    name: 'Carol Ng',
    dateJoined: '2026-02-01T00:00:00.000Z',
    dateOfBirth: '1995-06-01',
    trainerID: { _id: 't3', name: 'Ben' },
    paymentHistory: [payment('2026-04-01T00:00:00Z')],
  }),
];

const noop = () => undefined;

function renderTable(
  trainers: { _id: string; name: string }[] | null = [{ _id: 't1', name: 'Amy' }],
) {
  render(
    <CustomerTable
      customers={customers}
      trainers={trainers}
      editing={null}
      onEdit={noop}
      onSave={noop}
      onPay={noop}
      onRenewConsent={noop}
    />,
  );
}

const namesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) => within(row).getAllByRole('cell')[0]?.querySelector('.customer-name')?.textContent,
    );

const header = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name.replace('$', '\\$')}`) });

describe('the customers table', () => {
  it("shows the spec's 11 columns to an admin, and no Trainer column to a trainer", () => {
    renderTable();
    expect(
      screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'Name',
      'Email',
      'Phone',
      'Date of Birth',
      'Sex',
      'Date Joined',
      'Trainings Left',
      'Make Payment',
      'Trainer',
      'Edit',
      'Payment History',
    ]);
    renderTable(null);
    expect(screen.getAllByRole('table')[1]?.querySelectorAll('th')).toHaveLength(10);
  });

  it('starts sorted by date joined, oldest first, and flips direction on every click', async () => {
    renderTable();
    expect(namesInOrder()).toEqual(['Alice Tan', 'Carol Ng', 'bob lee']);
    await userEvent.click(header('Date Joined'));
    expect(namesInOrder()).toEqual(['bob lee', 'Carol Ng', 'Alice Tan']);
    await userEvent.click(header('Date Joined'));
    expect(namesInOrder()).toEqual(['Alice Tan', 'Carol Ng', 'bob lee']);
  });

  it('sorts names case-insensitively, ascending on the first click', async () => {
    renderTable();
    await userEvent.click(header('Name'));
    expect(namesInOrder()).toEqual(['Alice Tan', 'bob lee', 'Carol Ng']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(header('Name'));
    expect(namesInOrder()).toEqual(['Carol Ng', 'bob lee', 'Alice Tan']);
  });

  it('sorts Date of Birth by age, youngest first', async () => {
    renderTable();
    await userEvent.click(header('Date of Birth'));
    expect(namesInOrder()).toEqual(['Alice Tan', 'Carol Ng', 'bob lee']);
  });

  it("sorts Payment History by the first payment's date, customers without payments first", async () => {
    renderTable();
    await userEvent.click(header('Payment History'));
    expect(namesInOrder()).toEqual(['Alice Tan', 'bob lee', 'Carol Ng']);
  });

  it("sorts Trainer by the trainer's name, ignoring case", async () => {
    renderTable();
    await userEvent.click(header('Trainer'));
    expect(namesInOrder()).toEqual(['Alice Tan', 'Carol Ng', 'bob lee']);
  });

  it('shows dates as the spec formats them and the IC masked', () => {
    renderTable();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('1 Jun 2001')).toBeInTheDocument();
    expect(within(row).getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(within(row).getByText('IC S****567D')).toBeInTheDocument();
  });

  it('turns a row into inputs with Save when Edit is chosen, and saves only editable fields', async () => {
    const saved: unknown[] = [];
    const { rerender } = render(
      <CustomerTable
        customers={customers}
        trainers={null}
        editing={null}
        onEdit={noop}
        onSave={noop}
        onPay={noop}
        onRenewConsent={noop}
      />,
    );
    rerender(
      <CustomerTable
        customers={customers}
        trainers={null}
        editing={{ id: 'c2', fullIc: 'S1234567D', saving: false }}
        onEdit={noop}
        onSave={(_customer, changes) => saved.push(changes)}
        onPay={noop}
        onRenewConsent={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit Alice Tan' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IC' })).toHaveValue('S1234567D');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Alice Tan-Lim');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([
      {
        name: 'Alice Tan-Lim',
        email: 'alice.tan@example.com',
        phone: '91234567',
        dateOfBirth: '2001-06-01',
        sex: 'F',
        ic: 'S1234567D',
      },
    ]);
  });
});

describe('mail marks', () => {
  it('marks a low balance and "Emails off" under the name, leaving the spec columns as they are', async () => {
    const renewed: string[] = [];
    render(
      <CustomerTable
        customers={[
          customer({ _id: 'c9', name: 'Low Lee', numOfTrainings: 1, lowBalance: true }),
          customer({ _id: 'c8', name: 'Quiet Quinn', emailsOff: true }),
        ]}
        trainers={null}
        editing={null}
        onEdit={noop}
        onSave={noop}
        onPay={noop}
        onRenewConsent={(renewing) => renewed.push(renewing._id)}
      />,
    );
    const low = screen.getByRole('row', { name: /Low Lee/ });
    const [nameCell, emailCell, , , , , trainingsLeftCell] = within(low).getAllByRole('cell');
    expect(within(nameCell!).getByText('Low balance')).toBeInTheDocument();
    expect(emailCell).toHaveTextContent(/^low\.lee@example\.com$/);
    expect(trainingsLeftCell).toHaveTextContent(/^1$/);
    expect(within(low).queryByText('Emails off')).not.toBeInTheDocument();

    const quiet = screen.getByRole('row', { name: /Quiet Quinn/ });
    expect(within(within(quiet).getAllByRole('cell')[0]!).getByText('Emails off')).toBeVisible();
    expect(within(quiet).queryByText('Low balance')).not.toBeInTheDocument();
    await userEvent.click(
      within(quiet).getByRole('button', { name: 'Emails allowed again: Quiet Quinn' }),
    );
    expect(renewed).toEqual(['c8']);
  });
});
