import type { Customer } from '@studio/contracts/customers';
import { toCsv } from '../../../lib/csv';

/** The customers list as the person sees it (IC masked), for the studio's books and PDPA requests. */
export function customersCsv(customers: readonly Customer[], withTrainer: boolean): string {
  const header = [
    'Name',
    'Email',
    'Phone',
    'IC',
    'Date of Birth',
    'Sex',
    'Date Joined',
    'Trainings Left',
    ...(withTrainer ? ['Trainer'] : []),
    'Payments',
    'Total Paid ($)',
  ];
  const rows = customers.map((customer) => [
    customer.name,
    customer.email,
    customer.phone,
    customer.ic,
    customer.dateOfBirth,
    customer.sex,
    customer.dateJoined,
    customer.numOfTrainings,
    ...(withTrainer ? [customer.trainerID?.name ?? ''] : []),
    customer.paymentHistory.length,
    customer.paymentHistory.reduce((total, entry) => total + entry.amountPaid, 0),
  ]);
  return toCsv(header, rows);
}
