import type { Customer } from '@studio/contracts/customers';
import type { NewPaymentBody } from '@studio/contracts/payments';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PayNowModal } from './PayNowModal';

const customer: Customer = {
  _id: 'c1',
  name: 'Tan Mei Ling',
  email: 'meiling@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S****567D',
  sex: 'F',
  dateJoined: '2026-01-01T00:00:00.000Z',
  numOfTrainings: 0,
  trainerID: { _id: 't1', name: 'Tara' },
  paymentHistory: [],
  lowBalance: false,
  emailsOff: false,
  nextExpiry: null,
};

function renderModal(answers: boolean[]) {
  const calls: { payment: NewPaymentBody; key: string }[] = [];
  render(
    <PayNowModal
      customer={customer}
      onRecord={async (payment, key) => {
        calls.push({ payment, key });
        return answers.shift() ?? true;
      }}
      onClose={() => undefined}
    />,
  );
  return calls;
}

describe('the PayNow modal', () => {
  it('walks through the four steps and thanks the trainer once the payment is recorded', async () => {
    const calls = renderModal([true]);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'PayNow QR code of the studio' })).toHaveAttribute(
      'src',
    );
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '10');
    await userEvent.click(
      screen.getByRole('button', { name: 'I have checked the PayNow receipt' }),
    );
    expect(calls.map((call) => call.payment)).toEqual([
      { amountPaid: 600, numOfTrainingsPaidFor: 10, customerID: 'c1', trainerID: 't1' },
    ]);
    expect(
      await screen.findByText('Thank you. Payment records have been updated accordingly.'),
    ).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('sends the same Idempotency-Key when the same submission is repeated, and a new one for new figures', async () => {
    const calls = renderModal([false, false, true]);
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '10');
    const confirm = screen.getByRole('button', { name: 'I have checked the PayNow receipt' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await userEvent.clear(screen.getByLabelText('Number of trainings paid for'));
    await userEvent.type(screen.getByLabelText('Number of trainings paid for'), '12');
    await userEvent.click(confirm);
    const [first, repeat, changed] = calls;
    expect(repeat?.key).toBe(first?.key);
    expect(changed?.key).not.toBe(first?.key);
    expect(changed?.payment.numOfTrainingsPaidFor).toBe(12);
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not submit without both figures', async () => {
    const calls = renderModal([]);
    await userEvent.type(screen.getByLabelText('Amount paid ($)'), '600');
    await userEvent.click(
      screen.getByRole('button', { name: 'I have checked the PayNow receipt' }),
    );
    expect(calls).toEqual([]);
  });
});
