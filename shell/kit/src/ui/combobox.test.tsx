import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './Combobox';

const people = [
  { _id: 'c1', name: 'Carol Tan' },
  { _id: 'c2', name: 'Dan Lim' },
  { _id: 'c3', name: 'Dora Ng' },
];

/** A host that "asks the server": the options are those whose name contains the typed text. */
function Host({ onChange }: { onChange: (option: ComboboxOption | null) => void }) {
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<ComboboxOption | null>(null);
  const options = people.filter((person) =>
    person.name.toLowerCase().includes(search.toLowerCase()),
  );
  return (
    <Combobox
      label="Customer"
      value={value}
      options={options}
      onSearch={setSearch}
      onChange={(option) => {
        setValue(option);
        onChange(option);
      }}
      emptyLabel="All Customers"
    />
  );
}

describe('Combobox', () => {
  it('is found by its label, searches as the person types and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Customer' });
    expect(screen.getByLabelText('Customer')).toBe(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'd');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Matching options' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Customers',
      'Dan Lim',
      'Dora Ng',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const dora = screen.getByRole('option', { name: 'Dora Ng' });
    expect(dora).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', dora.id);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith({ _id: 'c3', name: 'Dora Ng' });
    expect(box).toHaveValue('Dora Ng');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape keeping the choice, and clears it with the empty option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Customer' });
    await user.type(box, 'carol');
    await user.click(screen.getByRole('option', { name: 'Carol Tan' }));
    expect(box).toHaveValue('Carol Tan');

    await user.clear(box);
    await user.type(box, 'xyz');
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Carol Tan');

    await user.click(box);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).toHaveValue('');
  });

  it('keeps the active option in the list when a later answer has fewer options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const props = {
      label: 'Customer',
      value: null,
      onSearch: () => undefined,
      onChange,
      emptyLabel: 'All Customers',
    };
    const { rerender } = render(<Combobox {...props} options={people} />);
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Dora');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dora Ng' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The server's answer to the whole name arrives after the arrows were pressed.
    rerender(<Combobox {...props} options={[people[2]!]} />);
    expect(screen.getByRole('option', { name: 'Dora Ng' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(people[2]);
  });
});
