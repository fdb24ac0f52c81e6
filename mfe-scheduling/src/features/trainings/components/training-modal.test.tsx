import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type StubAnswers } from '@studio/shell-kit/test/stub-api';
import { TrainingModal, type SaveOutcome } from './TrainingModal';

const carol = { _id: 'c1', name: 'Carol', trainerID: 't1' };
const dan = { _id: 'c2', name: 'Dan', trainerID: 't1' };
const answers: StubAnswers = {
  '/api/customers/options': (query) => ({
    items: [carol, dan].filter((customer) =>
      customer.name.toLowerCase().includes((query.get('q') ?? '').toLowerCase()),
    ),
    nextCursor: null,
  }),
};
const initial = { customer: null, dateTimeLocal: '2025-03-03T09:00', repeatWeeks: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrainingModal', () => {
  it('opens with the clicked slot prefilled and schedules the customer found by typing, weekly', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    renderWithApi(
      <TrainingModal mode="create" initial={initial} onSubmit={onSubmit} onClose={vi.fn()} />,
      answers,
    );

    expect(screen.getByRole('dialog', { name: 'Schedule Training' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date and time')).toHaveValue('2025-03-03T09:00');
    await user.type(screen.getByLabelText('Customer'), 'da');
    await user.click(await screen.findByRole('option', { name: 'Dan' }));
    await user.selectOptions(screen.getByLabelText('Repeat weekly'), 'Every week, 4 weeks');
    await user.click(screen.getByRole('button', { name: 'Schedule Training' }));

    expect(onSubmit).toHaveBeenCalledWith(
      { customer: dan, dateTimeLocal: '2025-03-03T09:00', repeatWeeks: 4 },
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
    renderWithApi(
      <TrainingModal
        mode="create"
        initial={{ ...initial, customer: dan }}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
      answers,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Schedule Training' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    await userEvent.click(screen.getByRole('button', { name: 'Book anyway' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ customer: dan }), true);
  });

  it('edits with Update Training and Delete Training, and offers Claim when claimable', async () => {
    const onDelete = vi.fn();
    const onClaim = vi.fn();
    renderWithApi(
      <TrainingModal
        mode="edit"
        initial={{ ...initial, customer: carol }}
        claimable
        onSubmit={vi.fn()}
        onDelete={onDelete}
        onClaim={onClaim}
        onClose={vi.fn()}
      />,
      answers,
    );
    expect(screen.getByLabelText('Customer')).toHaveValue('Carol');
    expect(screen.getByRole('button', { name: 'Update Training' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat weekly')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Training' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('closes with the × button', async () => {
    const onClose = vi.fn();
    renderWithApi(
      <TrainingModal mode="create" initial={initial} onSubmit={vi.fn()} onClose={onClose} />,
      answers,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
