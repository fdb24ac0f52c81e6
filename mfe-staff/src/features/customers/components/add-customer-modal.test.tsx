import type { NewCustomerBody } from '@studio/contracts/customers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, renderWithApi } from '@studio/shell-kit/test/stub-api';
import { AddCustomerModal } from './AddCustomerModal';

const trainers = [
  { _id: 't1', name: 'Tara' },
  { _id: 't2', name: 'Tom' },
];
// The server searches the trainers: names containing what was typed.
const answers = {
  '/api/users/options': (query: URLSearchParams) => ({
    items: trainers.filter((trainer) =>
      trainer.name.toLowerCase().includes((query.get('q') ?? '').toLowerCase()),
    ),
    nextCursor: null,
  }),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillIn() {
  await userEvent.type(screen.getByLabelText('NAME'), 'Tan Mei Ling');
  await userEvent.type(screen.getByLabelText('EMAIL'), 'meiling@example.com');
  await userEvent.type(screen.getByLabelText('PHONE'), '91234567');
  await userEvent.type(screen.getByLabelText('Date of Birth'), '1990-05-17');
  await userEvent.type(screen.getByLabelText('IC'), 'S1234567D');
  await userEvent.type(screen.getByLabelText('SEX'), 'Female');
}

describe('the add customer modal', () => {
  it("asks an admin for the trainer, with 'Select Trainer' first, and sends the form", async () => {
    const added: NewCustomerBody[] = [];
    const { fetchMock } = renderWithApi(
      <AddCustomerModal
        chooseTrainer
        onAdd={async (body) => (added.push(body), null)}
        onClose={() => undefined}
      />,
      answers,
    );
    const trainer = screen.getByRole('combobox', { name: 'TRAINER' });
    expect(trainer).toBeRequired();
    expect(trainer).toHaveAttribute('placeholder', 'Select Trainer');
    await userEvent.click(trainer);
    const matches = screen.getByRole('listbox', { name: 'Matching options' });
    await within(matches).findByRole('option', { name: 'Tom' });
    expect(
      within(matches)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Trainer', 'Tara', 'Tom']);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(added).toEqual([]);
    // A page of matches for what is typed, never the whole list of trainers.
    await userEvent.type(trainer, 'to');
    await vi.waitFor(() =>
      expect(calledPaths(fetchMock)).toContain('/api/users/options?limit=50&q=to'),
    );
    await vi.waitFor(() =>
      expect(
        within(matches)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select Trainer', 'Tom']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(trainer).toHaveValue('Tom');
    expect(calledPaths(fetchMock).every((path) => path.includes('limit=50'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(added).toEqual([
      {
        name: 'Tan Mei Ling',
        email: 'meiling@example.com',
        phone: '91234567',
        dateOfBirth: '1990-05-17',
        ic: 'S1234567D',
        sex: 'Female',
        trainerID: 't2',
      },
    ]);
  });

  it('has no trainer choice for a trainer', () => {
    render(
      <AddCustomerModal chooseTrainer={false} onAdd={async () => null} onClose={() => undefined} />,
    );
    expect(screen.queryByLabelText('TRAINER')).not.toBeInTheDocument();
  });

  it('shows the failure message with the reason when the server refuses', async () => {
    render(
      <AddCustomerModal
        chooseTrainer={false}
        onAdd={async () => 'Phone must be a Singapore number.'}
        onClose={() => undefined}
      />,
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to add/update customer, please try again.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Phone must be a Singapore number.');
  });

  it('locks page scrolling, keeps focus inside, and closes with Escape or ×', async () => {
    let closed = 0;
    const { unmount } = render(
      <AddCustomerModal chooseTrainer={false} onAdd={async () => null} onClose={() => closed++} />,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toBe(2);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
