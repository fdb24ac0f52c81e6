import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable, type DataTableColumn } from '@studio/shell-kit/ui/DataTable';

interface Person {
  id: string;
  name: string;
  city: string;
}

type SortKey = 'name' | 'city';

const columns: DataTableColumn<Person, SortKey>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', cell: (person) => person.name },
  { id: 'city', header: 'City', sortKey: 'city', cell: (person) => person.city },
  {
    id: 'action',
    header: 'Action',
    cell: (person) => <button type="button">Call {person.name}</button>,
    editCell: (person) => (
      <input aria-label={`Name of ${person.name}`} defaultValue={person.name} />
    ),
  },
];

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    name: `Person ${index}`,
    city: index % 2 ? 'Singapore' : 'Johor',
  }));

function list(overrides: Partial<ListRows<Person>> = {}): ListRows<Person> {
  return {
    rows: people(3),
    status: 'ready',
    hasNextPage: false,
    isFetchingNextPage: false,
    loadMore: () => undefined,
    retry: () => undefined,
    ...overrides,
  };
}

function Harness({ rows, editingRowId }: { rows: ListRows<Person>; editingRowId?: string }) {
  const sort = useServerSort<SortKey>('name');
  return (
    <>
      <output data-testid="asked">{`${sort.key} ${sort.order}`}</output>
      <DataTable
        label="People"
        columns={columns}
        list={rows}
        rowId={(person) => person.id}
        sort={sort}
        emptyMessage="Nobody here."
        editingRowId={editingRowId}
      />
    </>
  );
}

const focusedCell = () => document.activeElement?.getAttribute('data-cell');

describe('DataTable', () => {
  it('asks for a column when its header is chosen, flips on the next click, and marks the header', async () => {
    render(<Harness rows={list()} />);
    const asked = () => screen.getByTestId('asked').textContent;
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Action' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(asked()).toBe('name desc');
    await userEvent.click(screen.getByRole('button', { name: /^City/ }));
    expect(asked()).toBe('city asc');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('tells screen readers the row count once the whole list is loaded, and each row position', () => {
    const { rerender } = render(<Harness rows={list({ hasNextPage: true })} />);
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '-1');
    rerender(<Harness rows={list()} />);
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getAllByRole('row').map((row) => row.getAttribute('aria-rowindex'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveAttribute(
      'data-label',
      'City',
    );
  });

  it('renders only the rows near the view, shows a loading row and asks for the next page near the end', () => {
    let asks = 0;
    const rows = list({
      rows: people(1000),
      hasNextPage: true,
      loadMore: () => void (asks += 1),
    });
    const { rerender } = render(<Harness rows={rows} />);
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(asks).toBe(0);

    rerender(
      <Harness rows={list({ ...rows, rows: people(12), loadMore: () => void (asks += 1) })} />,
    );
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent(
      'Loading more…',
    );
    expect(asks).toBe(1);
    rerender(
      <Harness
        rows={list({
          ...rows,
          rows: people(12),
          isFetchingNextPage: true,
          loadMore: () => void (asks += 1),
        })}
      />,
    );
    expect(asks).toBe(1);
  });

  it('stops asking for pages after a failed one, until Try again is chosen', async () => {
    let asks = 0;
    render(
      <Harness
        rows={list({
          rows: people(12),
          hasNextPage: true,
          nextPageFailed: true,
          loadMore: () => void (asks += 1),
        })}
      />,
    );
    expect(asks).toBe(0);
    expect(within(screen.getByRole('table')).getByRole('alert')).toHaveTextContent(
      'More rows could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asks).toBe(1);
  });

  it('says when the list is loading, empty, or could not be loaded, with a retry', async () => {
    let retries = 0;
    const { rerender } = render(<Harness rows={list({ rows: [], status: 'loading' })} />);
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(<Harness rows={list({ rows: [] })} />);
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    rerender(
      <Harness rows={list({ rows: [], status: 'error', retry: () => void (retries += 1) })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
  });

  it('moves the focus between cells with the arrow, Home, End and Page keys, one cell in the tab order', async () => {
    render(<Harness rows={list({ rows: people(30) })} />);
    const cells = () => document.querySelectorAll('td[tabindex="0"]');
    expect(cells()).toHaveLength(1);
    // The two sort buttons, then the table's one focusable cell.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedCell()).toBe('0:0');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(focusedCell()).toBe('1:1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedCell()).toBe('1:2');
    await userEvent.keyboard('{Home}');
    expect(focusedCell()).toBe('1:0');
    await userEvent.keyboard('{PageDown}');
    expect(focusedCell()).toBe('11:0');
    await userEvent.keyboard('{ArrowUp}{End}');
    expect(focusedCell()).toBe('10:2');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focusedCell()).toBe('0:0');
    expect(cells()).toHaveLength(1);
  });

  it('leaves the arrow keys to a field being edited, and shows the edit cells of the edited row only', async () => {
    render(<Harness rows={list()} editingRowId="p1" />);
    const field = screen.getByRole('textbox', { name: 'Name of Person 1' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(field.closest('tr')).toHaveClass('editing-row');
    act(() => field.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(field);
  });
});
