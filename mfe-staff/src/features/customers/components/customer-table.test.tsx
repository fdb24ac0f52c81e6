import type { CustomerListItem, CustomerSortKey } from '@studio/contracts/customer-page';
import type { CustomerChangesBody } from '@studio/contracts/customers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { calledPaths, renderWithApi } from '@studio/shell-kit/test/stub-api';
import { CustomerTable } from './CustomerTable';

// Sorting and searching happen in the customer service (its list tests and the browser tests
// `staff-lists-at-scale` check the spec's sort rules); this table asks for them and shows rows.

function customer(
  overrides: Partial<CustomerListItem> & Pick<CustomerListItem, '_id' | 'name'>,
): CustomerListItem {
  return {
    email: `${overrides.name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    phone: '91234567',
    dateOfBirth: '1990-01-01',
    ic: 'S****567D',
    sex: 'F',
    dateJoined: '2026-01-01T00:00:00.000Z',
    numOfTrainings: 0,
    trainerID: { _id: 't1', name: 'Tara' },
    latestPayment: null,
    paymentCount: 0,
    paymentTotal: 0,
    lowBalance: false,
    emailsOff: false,
    nextExpiry: null,
    portalAccess: 'none',
    ...overrides,
  };
}

const customers = [
  customer({
    _id: 'c2',
    name: 'Alice Tan',
    dateJoined: '2026-01-15T00:00:00.000Z',
    dateOfBirth: '2001-06-01',
    trainerID: { _id: 't1', name: 'Amy' },
  }),
  customer({
    _id: 'c1',
    name: 'bob lee',
    dateJoined: '2026-03-01T00:00:00.000Z',
    numOfTrainings: 7,
    latestPayment: {
      dateOfPayment: '2026-05-01T00:00:00Z',
      amountPaid: 600,
      numOfTrainingsPaidFor: 10,
      packageId: 'p1',
      expiresOn: '2099-01-01',
      sessionsLeft: 7,
      sessionsExpired: 0,
      reference: null,
    },
    paymentCount: 2,
    paymentTotal: 660,
  }),
];

const noop = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

interface HarnessProps {
  rows?: CustomerListItem[];
  isAdmin?: boolean;
  editing?: { id: string; fullIc: string | undefined; saving: boolean } | null;
  onSave?: (customer: CustomerListItem, changes: CustomerChangesBody) => void;
  onRenewConsent?: (customer: CustomerListItem) => void;
}

/** The table with the screen's own sort state; the order asked for is shown in an output. */
function Harness({
  rows = customers,
  isAdmin = true,
  editing = null,
  onSave = noop,
  onRenewConsent = noop,
}: HarnessProps) {
  const sort = useServerSort<CustomerSortKey>('dateJoined');
  return (
    <>
      <output data-testid="asked">{`${sort.key} ${sort.order}`}</output>
      <CustomerTable
        list={{
          rows,
          status: 'ready',
          hasNextPage: false,
          isFetchingNextPage: false,
          loadMore: noop,
          retry: noop,
        }}
        sort={sort}
        searching={false}
        isAdmin={isAdmin}
        editing={editing}
        onEdit={noop}
        onSave={onSave}
        onPay={noop}
        onRenewConsent={onRenewConsent}
      />
    </>
  );
}

const header = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name.replace('$', '\\$')}`) });
const asked = () => screen.getByTestId('asked').textContent;

describe('the customers table', () => {
  it("shows the spec's 11 columns to an admin, and no Trainer column to a trainer", () => {
    const { unmount } = render(<Harness />);
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
    unmount();
    render(<Harness isAdmin={false} />);
    expect(screen.getByRole('table').querySelectorAll('th')).toHaveLength(10);
  });

  it('asks the server for date joined ascending first, and flips the direction on every click', async () => {
    render(<Harness />);
    expect(asked()).toBe('dateJoined asc');
    expect(screen.getByRole('columnheader', { name: /^Date Joined/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(header('Date Joined'));
    expect(asked()).toBe('dateJoined desc');
    await userEvent.click(header('Date Joined'));
    expect(asked()).toBe('dateJoined asc');
  });

  it('asks for another column ascending on its first click, and marks only that header as sorted', async () => {
    render(<Harness />);
    await userEvent.click(header('Name'));
    expect(asked()).toBe('name asc');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /^Date Joined/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.click(header('Name'));
    expect(asked()).toBe('name desc');
    for (const [column, key] of [
      ['Email', 'email'],
      ['Phone', 'phone'],
      ['Date of Birth', 'dateOfBirth'],
      ['Sex', 'sex'],
      ['Trainings Left', 'numOfTrainings'],
      ['Trainer', 'trainer'],
      ['Payment History', 'paymentHistory'],
    ] as const) {
      await userEvent.click(header(column));
      expect(asked()).toBe(`${key} asc`);
    }
    expect(screen.queryByRole('button', { name: /^Make Payment/ })).not.toBeInTheDocument();
  });

  it('shows rows in the order the server sent them, with dates as the spec formats them and the IC masked', () => {
    render(<Harness />);
    const [, alice, bob] = screen.getAllByRole('row');
    expect(within(alice!).getByText('1 Jun 2001')).toBeInTheDocument();
    expect(within(alice!).getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(within(alice!).getByText('IC S****567D')).toBeInTheDocument();
    expect(within(alice!).getByText('No Payment History')).toBeInTheDocument();
    const bobCells = within(bob!).getAllByRole('cell');
    expect(bobCells[6]).toHaveTextContent(/^7$/);
    expect(bobCells[8]).toHaveTextContent(/^Tara$/);
    expect(bobCells[10]).toHaveTextContent('May 1, 2026: $600 for 10 trainings');
  });

  it('tells screen readers the row count and each row position', () => {
    render(<Harness />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '3');
    expect(screen.getAllByRole('row').map((row) => row.getAttribute('aria-rowindex'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('turns a row into inputs with Save when Edit is chosen, and saves only editable fields', async () => {
    const saved: unknown[] = [];
    render(
      <Harness
        isAdmin={false}
        editing={{ id: 'c2', fullIc: 'S1234567D', saving: false }}
        onSave={(_customer, changes) => saved.push(changes)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit Alice Tan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit bob lee' })).toBeDisabled();
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

  it('lets an admin reassign the trainer in the edit row', async () => {
    const saved: CustomerChangesBody[] = [];
    const { fetchMock } = renderWithApi(
      <Harness
        editing={{ id: 'c2', fullIc: undefined, saving: false }}
        onSave={(_customer, changes) => saved.push(changes)}
      />,
      {
        '/api/users/options': (query) => ({
          items: query.get('q') === 'zo' ? [{ _id: 't9', name: 'Zoe' }] : [],
          nextCursor: null,
        }),
      },
    );
    // The full IC has not arrived: the field stays empty (unchanged on save), the mask as hint.
    expect(screen.getByRole('textbox', { name: 'IC' })).toHaveAttribute('placeholder', 'S****567D');
    const trainer = screen.getByRole('combobox', { name: 'Trainer' });
    // The customer's trainer is shown; another is searched on the server by name.
    expect(trainer).toHaveValue('Amy');
    await userEvent.clear(trainer);
    await userEvent.type(trainer, 'zo');
    const matches = screen.getByRole('listbox', { name: 'Matching options' });
    await within(matches).findByRole('option', { name: 'Zoe' });
    expect(calledPaths(fetchMock)).toContain('/api/users/options?limit=50&q=zo');
    await userEvent.click(within(matches).getByRole('option', { name: 'Zoe' }));
    expect(trainer).toHaveValue('Zoe');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ trainerID: 't9' });
    expect(saved[0]).not.toHaveProperty('ic');
  });
});

describe('mail marks', () => {
  it('marks a low balance and "Emails off" under the name, leaving the spec columns as they are', async () => {
    const renewed: string[] = [];
    render(
      <Harness
        rows={[
          customer({ _id: 'c9', name: 'Low Lee', numOfTrainings: 1, lowBalance: true }),
          customer({ _id: 'c8', name: 'Quiet Quinn', emailsOff: true }),
        ]}
        isAdmin={false}
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
