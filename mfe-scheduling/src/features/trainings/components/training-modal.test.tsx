import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrainingModal, type SaveOutcome } from './TrainingModal';

const customers = [
  { _id: 'c1', name: 'Carol', trainerID: 't1' },
  { _id: 'c2', name: 'Dan', trainerID: 't1' },
];
const initial = { customerID: '', dateTimeLocal: '2025-03-03T09:00', repeatWeeks: 1 };

describe('TrainingModal', () => {
  it('opens with the clicked slot prefilled and schedules the chosen customer weekly', async () => {
    const onSubmit = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(
      <TrainingModal
        mode="create"
        initial={initial}
        customers={customers}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Schedule Training' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date and time')).toHaveValue('2025-03-03T09:00');
    await userEvent.selectOptions(screen.getByLabelText('Customer'), 'Dan');
    await userEvent.selectOptions(screen.getByLabelText('Repeat weekly'), 'Every week, 4 weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Training' }));

    expect(onSubmit).toHaveBeenCalledWith(
      { customerID: 'c2', dateTimeLocal: '2025-03-03T09:00', repeatWeeks: 4 },
      false,
    );
    expect(screen.queryByRole('button', { name: 'Delete Training' })).not.toBeInTheDocument();
  });

  it("shows the server's conflict message in red and books anyway only when asked", async () => {
    const conflict =
      'Schedule conflict: Alice is already training Carol at Mon, 3 Mar 2025, 9:00 am. Confirm to book it anyway (e.g. a partner session).';
    const onSubmit = vi
      .fn<(values: unknown, allowConflict: boolean) => Promise<SaveOutcome>>()
      .mockResolvedValueOnce({ ok: false, error: conflict, conflict: true })
      .mockResolvedValueOnce({ ok: true });
    render(
      <TrainingModal
        mode="create"
        initial={{ ...initial, customerID: 'c2' }}
        customers={customers}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Schedule Training' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    await userEvent.click(screen.getByRole('button', { name: 'Book anyway' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ customerID: 'c2' }), true);
  });

  it('edits with Update Training and Delete Training, and offers Claim when claimable', async () => {
    const onDelete = vi.fn();
    const onClaim = vi.fn();
    render(
      <TrainingModal
        mode="edit"
        initial={{ ...initial, customerID: 'c1' }}
        customers={customers}
        claimable
        onSubmit={vi.fn()}
        onDelete={onDelete}
        onClaim={onClaim}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Customer')).toHaveValue('c1');
    expect(screen.getByRole('button', { name: 'Update Training' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat weekly')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Training' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('closes with the × button', async () => {
    const onClose = vi.fn();
    render(
      <TrainingModal
        mode="create"
        initial={initial}
        customers={customers}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
