import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { User } from '@studio/contracts/auth';
import type { UserSortKey } from '@studio/contracts/user-page';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { TrainersTable } from './TrainersTable';

const trainers: User[] = [
  {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'bella',
    email: 'bella@example.com',
    role: 'trainer',
    status: 'active',
    dateCreated: '2024-03-01T02:00:00.000Z',
    lastEdited: '2024-05-20T02:00:00.000Z',
  },
  {
    _id: '00000000-0000-4000-8000-000000000002',
    name: 'Adam',
    email: 'adam@example.com',
    role: 'admin',
    status: 'active',
    dateCreated: '2024-01-15T02:00:00.000Z',
    lastEdited: null,
  },
  {
    _id: '00000000-0000-4000-8000-000000000003',
    name: 'Carl',
    email: 'carl@example.com',
    role: 'trainer',
    status: 'rejected',
    dateCreated: '2024-02-10T02:00:00.000Z',
    lastEdited: null,
  },
];

const noop = () => undefined;

/** The table with the screen's own sort state; the order asked for is shown in an output. */
function Harness({
  saved,
  startEditing = null,
}: {
  saved: unknown[];
  startEditing?: string | null;
}) {
  const sort = useServerSort<UserSortKey>('dateCreated');
  const [editingId, setEditingId] = useState<string | null>(startEditing);
  return (
    <>
      <output data-testid="asked">{`${sort.key} ${sort.order}`}</output>
      <TrainersTable
        list={{
          rows: trainers,
          status: 'ready',
          hasNextPage: false,
          isFetchingNextPage: false,
          loadMore: noop,
          retry: noop,
        }}
        sort={sort}
        searching={false}
        editingId={editingId}
        onEdit={setEditingId}
        onSave={(id, changes) => saved.push({ id, changes })}
        onDelete={noop}
      />
    </>
  );
}

function renderTable(editingId: string | null = null) {
  const saved: unknown[] = [];
  const view = render(<Harness saved={saved} startEditing={editingId} />);
  return { ...view, saved };
}

describe('TrainersTable', () => {
  it('shows the spec columns, joining dates and N/A for never-edited accounts', () => {
    renderTable();
    expect(
      screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['Name', 'Email', 'Role', 'Date Joined', 'Last Edited', 'Edit', 'Delete']);
    const adamRow = screen.getByRole('row', { name: /Adam/ });
    expect(within(adamRow).getByText('Jan 15, 2024')).toBeInTheDocument();
    expect(within(adamRow).getByText('N/A')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /bella/ })).getByText('May 20, 2024'),
    ).toBeInTheDocument();
  });

  it('marks an account whose registration was rejected in its Role cell', () => {
    renderTable();
    const roleOf = (name: RegExp) =>
      within(screen.getByRole('row', { name })).getAllByRole('cell')[2]?.textContent;
    expect(roleOf(/Carl/)).toBe('Trainer (registration rejected)');
    expect(roleOf(/bella/)).toBe('Trainer');
    expect(roleOf(/Adam/)).toBe('Admin');
  });

  it('asks the server for a column on a header click, ascending first, and reverses on a second click', async () => {
    const user = userEvent.setup();
    renderTable();
    const asked = () => screen.getByTestId('asked').textContent;
    expect(asked()).toBe('dateCreated asc');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(asked()).toBe('name asc');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(asked()).toBe('name desc');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: /^Last Edited/ }));
    expect(asked()).toBe('lastEdited asc');
    await user.click(screen.getByRole('button', { name: /^Role/ }));
    expect(asked()).toBe('role asc');
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    expect(asked()).toBe('email asc');
    await user.click(screen.getByRole('button', { name: /^Date Joined/ }));
    expect(asked()).toBe('dateCreated asc');
  });

  it('edits a row inline and saves the typed name, email and role', async () => {
    const user = userEvent.setup();
    const { saved } = renderTable(trainers[2]?._id);
    const name = screen.getByRole('textbox', { name: 'Name of Carl' });
    await user.clear(name);
    await user.type(name, 'Carla');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Carl' }), 'Admin');
    expect(screen.queryByRole('button', { name: 'Edit Carl' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([
      {
        id: trainers[2]?._id,
        changes: { name: 'Carla', email: 'carl@example.com', role: 'admin' },
      },
    ]);
  });

  it('turns a row into inputs on Edit without saving anything yet', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    render(<Harness saved={saved} />);
    await user.click(screen.getByRole('button', { name: 'Edit Carl' }));
    expect(screen.getByRole('textbox', { name: 'Name of Carl' })).toHaveValue('Carl');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Adam' }));
    expect(screen.getByRole('textbox', { name: 'Name of Adam' })).toHaveValue('Adam');
    expect(screen.queryByRole('textbox', { name: 'Name of Carl' })).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
