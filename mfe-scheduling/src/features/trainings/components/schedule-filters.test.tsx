import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleFilters } from './ScheduleFilters';

const handlers = () => ({ onTrainerChange: vi.fn(), onCustomerChange: vi.fn(), onClear: vi.fn() });

describe('ScheduleFilters', () => {
  it('gives admins a trainer select starting with All Trainers and a customer select filtered by trainer', async () => {
    const on = handlers();
    render(
      <ScheduleFilters
        showTrainerFilter
        trainers={[{ _id: 't1', name: 'Alice' }]}
        customers={[{ _id: 'c1', name: 'Carol' }]}
        trainerId=""
        customerId=""
        {...on}
      />,
    );
    const trainer = screen.getByLabelText('Trainer');
    expect([...(trainer as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All Trainers',
      'Alice',
    ]);
    const customer = screen.getByLabelText('Customer (filtered by trainer)');
    expect([...(customer as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All Customers',
      'Carol',
    ]);
    await userEvent.selectOptions(trainer, 'Alice');
    expect(on.onTrainerChange).toHaveBeenCalledWith('t1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(on.onClear).toHaveBeenCalled();
  });

  it('shows trainers no trainer select', () => {
    render(
      <ScheduleFilters
        showTrainerFilter={false}
        trainers={[]}
        customers={[]}
        trainerId=""
        customerId=""
        {...handlers()}
      />,
    );
    expect(screen.queryByLabelText('Trainer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeInTheDocument();
  });
});
