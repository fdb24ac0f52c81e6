import type { NewCustomerBody } from '@studio/contracts/customers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddCustomerModal } from './AddCustomerModal';

const trainers = [
  { _id: 't1', name: 'Tara' },
  { _id: 't2', name: 'Tom' },
];

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
    render(
      <AddCustomerModal
        trainers={trainers}
        onAdd={async (body) => (added.push(body), null)}
        onClose={() => undefined}
      />,
    );
    const trainer = screen.getByLabelText('TRAINER');
    expect([...trainer.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select Trainer',
      'Tara',
      'Tom',
    ]);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(added).toEqual([]);
    await userEvent.selectOptions(trainer, 'Tom');
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
    render(<AddCustomerModal trainers={null} onAdd={async () => null} onClose={() => undefined} />);
    expect(screen.queryByLabelText('TRAINER')).not.toBeInTheDocument();
  });

  it('shows the failure message with the reason when the server refuses', async () => {
    render(
      <AddCustomerModal
        trainers={null}
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
      <AddCustomerModal trainers={null} onAdd={async () => null} onClose={() => closed++} />,
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
