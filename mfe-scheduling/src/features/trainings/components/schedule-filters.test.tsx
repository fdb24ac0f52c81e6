import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, renderWithApi, type StubAnswers } from '@studio/shell-kit/test/stub-api';
import { ScheduleFilters } from './ScheduleFilters';

const carol = { _id: 'c1', name: 'Carol', trainerID: 't1' };
const alice = { _id: 't1', name: 'Alice' };
const answers: StubAnswers = {
  '/api/customers/options': () => ({ items: [carol], nextCursor: null }),
  '/api/users/options': () => ({ items: [alice], nextCursor: null }),
};
const handlers = () => ({ onTrainerChange: vi.fn(), onCustomerChange: vi.fn(), onClear: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScheduleFilters', () => {
  it('gives admins a trainer choice starting with All Trainers and a customer choice filtered by trainer', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const { fetchMock } = renderWithApi(
      <ScheduleFilters showTrainerFilter trainer={alice} customer={null} {...on} />,
      answers,
    );
    const trainer = screen.getByRole('combobox', { name: 'Trainer' });
    expect(trainer).toHaveValue('Alice');
    const customer = screen.getByLabelText('Customer (filtered by trainer)');
    await user.click(customer);
    const matches = await screen.findByRole('listbox', { name: 'Matching options' });
    await within(matches).findByRole('option', { name: 'Carol' });
    expect(
      within(matches)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Customers', 'Carol']);
    // The trainer's customers come from the server, never from a whole list filtered here.
    expect(calledPaths(fetchMock)).toContain('/api/customers/options?limit=200&trainerId=t1');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(on.onCustomerChange).toHaveBeenCalledWith(carol);
    // Trainers are searched on the server as the person types, never listed whole.
    await user.clear(trainer);
    await user.type(trainer, 'ali');
    const trainerMatches = screen.getAllByRole('listbox', { name: 'Matching options' })[0]!;
    await within(trainerMatches).findByRole('option', { name: 'Alice' });
    await vi.waitFor(() =>
      expect(calledPaths(fetchMock)).toContain('/api/users/options?limit=50&q=ali'),
    );
    expect(
      within(trainerMatches)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Trainers', 'Alice']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(on.onTrainerChange).toHaveBeenCalledWith(alice);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(on.onClear).toHaveBeenCalled();
  });

  it('shows trainers no trainer select', () => {
    renderWithApi(
      <ScheduleFilters showTrainerFilter={false} trainer={null} customer={null} {...handlers()} />,
      answers,
    );
    expect(screen.queryByLabelText('Trainer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeInTheDocument();
  });
});
