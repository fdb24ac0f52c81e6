import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, renderWithApi, type StubAnswers } from '../../../test/stub-api';
import { ScheduleFilters } from './ScheduleFilters';

const carol = { _id: 'c1', name: 'Carol', trainerID: 't1' };
const answers: StubAnswers = {
  '/api/customers/options': () => ({ items: [carol], nextCursor: null }),
};
const handlers = () => ({ onTrainerChange: vi.fn(), onCustomerChange: vi.fn(), onClear: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScheduleFilters', () => {
  it('gives admins a trainer select starting with All Trainers and a customer choice filtered by trainer', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const { fetchMock } = renderWithApi(
      <ScheduleFilters
        showTrainerFilter
        trainers={[{ _id: 't1', name: 'Alice' }]}
        trainerId="t1"
        customer={null}
        {...on}
      />,
      answers,
    );
    const trainer = screen.getByLabelText('Trainer');
    expect([...(trainer as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All Trainers',
      'Alice',
    ]);
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
    await user.selectOptions(trainer, 'Alice');
    expect(on.onTrainerChange).toHaveBeenCalledWith('t1');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(on.onClear).toHaveBeenCalled();
  });

  it('shows trainers no trainer select', () => {
    renderWithApi(
      <ScheduleFilters
        showTrainerFilter={false}
        trainers={[]}
        trainerId=""
        customer={null}
        {...handlers()}
      />,
      answers,
    );
    expect(screen.queryByLabelText('Trainer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeInTheDocument();
  });
});
