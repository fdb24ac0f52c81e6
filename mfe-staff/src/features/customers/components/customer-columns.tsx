import type { CustomerListItem, CustomerSortKey } from '@studio/contracts/customer-page';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import type { DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import type { ReactNode } from 'react';
import { formatDateOfBirth, formatJoinedDate } from '../utils/date-formats';
import { EditIcField, EditTextField, EditTrainerField, SaveEditButton } from './CustomerEditCells';
import { CustomerMarks } from './CustomerMarks';
import { NextExpiry } from './NextExpiry';
import { PaymentHistoryCell } from './PaymentHistoryCell';

export type CustomerColumn = DataTableColumn<CustomerListItem, CustomerSortKey>;

/** What a row's buttons do. */
export interface CustomerRowActions {
  onEdit: (customer: CustomerListItem) => void;
  onPay: (customer: CustomerListItem) => void;
  onRenewConsent: (customer: CustomerListItem) => void;
  /** A row is being edited: Edit waits until it is saved. */
  editingAny: boolean;
  /** More controls under a customer's name (the portal access's Invite / Revoke). */
  customerControls?: ((customer: CustomerListItem) => ReactNode) | undefined;
  /** Admins move a package's expiry later; absent for trainers. */
  onExtendPackage?: ((customer: CustomerListItem, entry: PaymentHistoryEntry) => void) | undefined;
}

// Each column is its own piece: a new mark goes into its cell, a new column into `customerColumns`.

const nameColumn = (actions: CustomerRowActions): CustomerColumn => ({
  id: 'name',
  header: 'Name',
  sortKey: 'name',
  cell: (customer) => (
    <>
      <span className="customer-name">{customer.name}</span>
      <span className="customer-ic" aria-label={`IC ${customer.ic}`}>
        IC {customer.ic}
      </span>
      <CustomerMarks customer={customer} onRenewConsent={actions.onRenewConsent} />
      <NextExpiry nextExpiry={customer.nextExpiry} />
      {actions.customerControls?.(customer)}
    </>
  ),
  editCell: () => (
    <>
      <EditTextField field="name" label="Name" />
      <EditIcField />
    </>
  ),
});

const emailColumn: CustomerColumn = {
  id: 'email',
  header: 'Email',
  sortKey: 'email',
  cell: (customer) => customer.email,
  editCell: () => <EditTextField field="email" label="Email" type="email" />,
};

const phoneColumn: CustomerColumn = {
  id: 'phone',
  header: 'Phone',
  sortKey: 'phone',
  cell: (customer) => customer.phone,
  editCell: () => <EditTextField field="phone" label="Phone" type="tel" />,
};

const dateOfBirthColumn: CustomerColumn = {
  id: 'dateOfBirth',
  header: 'Date of Birth',
  sortKey: 'dateOfBirth',
  cell: (customer) => formatDateOfBirth(customer.dateOfBirth),
  editCell: () => <EditTextField field="dateOfBirth" label="Date of Birth" type="date" />,
};

const sexColumn: CustomerColumn = {
  id: 'sex',
  header: 'Sex',
  sortKey: 'sex',
  cell: (customer) => customer.sex,
  editCell: () => <EditTextField field="sex" label="Sex" />,
};

const dateJoinedColumn: CustomerColumn = {
  id: 'dateJoined',
  header: 'Date Joined',
  sortKey: 'dateJoined',
  cell: (customer) => formatJoinedDate(customer.dateJoined),
};

const trainingsLeftColumn: CustomerColumn = {
  id: 'numOfTrainings',
  header: 'Trainings Left',
  sortKey: 'numOfTrainings',
  cell: (customer) => customer.numOfTrainings,
};

const makePaymentColumn = (actions: CustomerRowActions): CustomerColumn => ({
  id: 'makePayment',
  header: 'Make Payment',
  cell: (customer) => (
    <button
      type="button"
      className="table-button paynow-button"
      aria-label={`PayNow for ${customer.name}`}
      onClick={() => actions.onPay(customer)}
    >
      PayNow
    </button>
  ),
  editCell: () => null,
});

const trainerColumn: CustomerColumn = {
  id: 'trainer',
  header: 'Trainer',
  sortKey: 'trainer',
  cell: (customer) => customer.trainerID?.name ?? '',
  editCell: () => <EditTrainerField />,
};

const editColumn = (actions: CustomerRowActions): CustomerColumn => ({
  id: 'edit',
  header: 'Edit',
  cell: (customer) => (
    <button
      type="button"
      className="table-button"
      aria-label={`Edit ${customer.name}`}
      disabled={actions.editingAny}
      onClick={() => actions.onEdit(customer)}
    >
      Edit
    </button>
  ),
  editCell: () => <SaveEditButton />,
});

const paymentHistoryColumn = (actions: CustomerRowActions): CustomerColumn => ({
  id: 'paymentHistory',
  header: 'Payment History',
  sortKey: 'paymentHistory',
  cell: (customer) => {
    const { onExtendPackage } = actions;
    return (
      <PaymentHistoryCell
        {...customer}
        onExtend={onExtendPackage && ((entry) => onExtendPackage(customer, entry))}
      />
    );
  },
});

/** The spec's 11 columns in its order; Trainer for admins only. */
export function customerColumns(isAdmin: boolean, actions: CustomerRowActions): CustomerColumn[] {
  return [
    nameColumn(actions),
    emailColumn,
    phoneColumn,
    dateOfBirthColumn,
    sexColumn,
    dateJoinedColumn,
    trainingsLeftColumn,
    makePaymentColumn(actions),
    ...(isAdmin ? [trainerColumn] : []),
    editColumn(actions),
    paymentHistoryColumn(actions),
  ];
}
