import type { Customer } from '@studio/contracts/customers';
import { paymentHistoryOf, type CustomerRow } from './store/customer-list.js';

/** A customer row's own columns, without its payments. */
export type CustomerFieldsRow = Omit<CustomerRow, 'payment_history'>;

/** A customer as callers see it, without payments: IC masked, trainer with the current name. */
export function customerFieldsView(
  row: CustomerFieldsRow,
  trainerNameOf: (trainerId: string) => string,
): Omit<Customer, 'paymentHistory'> {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.date_of_birth,
    ic: row.ic_masked,
    sex: row.sex,
    dateJoined: new Date(row.date_joined).toISOString(),
    numOfTrainings: row.num_of_trainings,
    trainerID: row.trainer_id ? { _id: row.trainer_id, name: trainerNameOf(row.trainer_id) } : null,
    lowBalance: row.low_balance_crossed_at !== null,
    emailsOff: row.emails_off_at !== null,
    nextExpiry: row.next_expiry,
  };
}

/** A customer as callers see it: IC masked, trainer populated with the current name. */
export function customerView(
  row: CustomerRow,
  trainerNameOf: (trainerId: string) => string,
): Customer {
  return { ...customerFieldsView(row, trainerNameOf), paymentHistory: paymentHistoryOf(row) };
}
