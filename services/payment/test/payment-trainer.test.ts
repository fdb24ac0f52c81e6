import { describe, expect, it } from 'vitest';
import { paymentTrainer, type CustomerLookup } from '../src/domain/payment-trainer.js';

const trainer = { userId: 'trainer-1', role: 'trainer' as const };
const admin = { userId: 'admin-1', role: 'admin' as const };
const found = (trainerID: string | null): CustomerLookup => ({
  status: 'found',
  customer: { _id: 'c', name: 'C', email: 'c@example.com', trainerID, emailsOff: false },
});

describe("a payment's trainer", () => {
  it("is the customer's trainer, whatever the client sent", () => {
    expect(paymentTrainer(trainer, 'someone-else', found('trainer-1'))).toEqual({
      trainerId: 'trainer-1',
      verified: true,
    });
    expect(paymentTrainer(admin, 'someone-else', found('trainer-2'))).toEqual({
      trainerId: 'trainer-2',
      verified: true,
    });
  });

  it("is refused for another trainer's customer or an unknown one (404)", () => {
    expect(() => paymentTrainer(trainer, undefined, found('trainer-2'))).toThrow(
      'Customer not found.',
    );
    expect(() => paymentTrainer(trainer, undefined, found(null))).toThrow('Customer not found.');
    expect(() => paymentTrainer(admin, undefined, { status: 'missing' })).toThrow(
      'Customer not found.',
    );
  });

  it('is taken unchecked while the customer service is down, and checked when the credit is applied', () => {
    expect(paymentTrainer(trainer, undefined, { status: 'unavailable' })).toEqual({
      trainerId: 'trainer-1',
      verified: false,
    });
    expect(paymentTrainer(admin, 'trainer-2', { status: 'unavailable' })).toEqual({
      trainerId: 'trainer-2',
      verified: false,
    });
    expect(() => paymentTrainer(admin, undefined, { status: 'unavailable' })).toThrow(
      'Customers cannot be checked right now',
    );
  });
});
