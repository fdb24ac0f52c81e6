import type { Customer } from '@studio/contracts/customers';
import type { SortValueReaders } from '@studio/shell-kit/use-sortable-rows';
import { ageInYears } from './date-formats';

export type CustomerSortKey =
  | 'name'
  | 'email'
  | 'phone'
  | 'dateOfBirth'
  | 'sex'
  | 'dateJoined'
  | 'numOfTrainings'
  | 'trainer'
  | 'paymentHistory';

/** The customers screen starts sorted by date joined, ascending (spec section 9). */
export const defaultCustomerSortKey: CustomerSortKey = 'dateJoined';

/** The first (earliest) payment's time; a customer without payments sorts as the earliest possible. */
function firstPaymentTime(customer: Customer): number | null {
  if (customer.paymentHistory.length === 0) return null;
  return Math.min(...customer.paymentHistory.map((entry) => Date.parse(entry.dateOfPayment)));
}

/**
 * How each column sorts (spec section 4): text case-insensitively, Date of Birth by age, Payment
 * History by the first payment's date, Trainer by lower-cased trainer name.
 */
export const customerSortReaders: SortValueReaders<Customer, CustomerSortKey> = {
  name: (customer) => customer.name,
  email: (customer) => customer.email,
  phone: (customer) => customer.phone,
  dateOfBirth: (customer) => ageInYears(customer.dateOfBirth),
  sex: (customer) => customer.sex,
  dateJoined: (customer) => Date.parse(customer.dateJoined),
  numOfTrainings: (customer) => customer.numOfTrainings,
  trainer: (customer) => customer.trainerID?.name.toLowerCase(),
  paymentHistory: firstPaymentTime,
};
