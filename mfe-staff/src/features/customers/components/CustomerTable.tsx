import type { User } from '@studio/contracts/auth';
import type {
  Customer,
  CustomerChangesBody,
  PaymentHistoryEntry,
} from '@studio/contracts/customers';
import type { ReactNode } from 'react';
import { SortableHeader } from '@studio/shell-kit/ui/SortableHeader';
import { useSortableRows } from '@studio/shell-kit/use-sortable-rows';
import { customerSortReaders, defaultCustomerSortKey } from '../utils/customer-sorting';
import { formatDateOfBirth, formatJoinedDate } from '../utils/date-formats';
import { CustomerEditRow } from './CustomerEditRow';
import { CustomerMarks } from './CustomerMarks';
import { NextExpiry } from './NextExpiry';
import { PaymentHistoryCell } from './PaymentHistoryCell';
import './customers.css';

interface Props {
  customers: readonly Customer[];
  /** Admins see the Trainer column and may reassign; null for trainers. */
  trainers: readonly Pick<User, '_id' | 'name'>[] | null;
  editing: { id: string; fullIc: string | undefined; saving: boolean } | null;
  onEdit: (customer: Customer) => void;
  onSave: (customer: Customer, changes: CustomerChangesBody) => void;
  onPay: (customer: Customer) => void;
  /** Staff note that a customer who unsubscribed agreed to mail again. */
  onRenewConsent: (customer: Customer) => void;
  /** More controls under a customer's name (the portal access's Invite / Revoke). */
  customerControls?: (customer: Customer) => ReactNode;
  /** Admins move a package's expiry later; absent for trainers. */
  onExtendPackage?: ((customer: Customer, entry: PaymentHistoryEntry) => void) | undefined;
}

/** The customers table: the spec's 11 columns (Trainer for admins only), sortable, editable a row at a time. */
export function CustomerTable({
  customers,
  trainers,
  editing,
  onEdit,
  onSave,
  onPay,
  onRenewConsent,
  customerControls,
  onExtendPackage,
}: Props) {
  const sorting = useSortableRows(customers, customerSortReaders, defaultCustomerSortKey);
  const isAdmin = trainers !== null;

  return (
    <div className="data-table-wrapper">
      <table className="data-table customer-table">
        <thead>
          <tr>
            <SortableHeader column="name" sorting={sorting}>
              Name
            </SortableHeader>
            <SortableHeader column="email" sorting={sorting}>
              Email
            </SortableHeader>
            <SortableHeader column="phone" sorting={sorting}>
              Phone
            </SortableHeader>
            <SortableHeader column="dateOfBirth" sorting={sorting}>
              Date of Birth
            </SortableHeader>
            <SortableHeader column="sex" sorting={sorting}>
              Sex
            </SortableHeader>
            <SortableHeader column="dateJoined" sorting={sorting}>
              Date Joined
            </SortableHeader>
            <SortableHeader column="numOfTrainings" sorting={sorting}>
              Trainings Left
            </SortableHeader>
            <th scope="col">Make Payment</th>
            {isAdmin && (
              <SortableHeader column="trainer" sorting={sorting}>
                Trainer
              </SortableHeader>
            )}
            <th scope="col">Edit</th>
            <SortableHeader column="paymentHistory" sorting={sorting}>
              Payment History
            </SortableHeader>
          </tr>
        </thead>
        <tbody>
          {sorting.rows.map((customer) =>
            editing?.id === customer._id ? (
              <CustomerEditRow
                key={customer._id}
                customer={customer}
                fullIc={editing.fullIc}
                trainers={trainers}
                saving={editing.saving}
                onSave={(changes) => onSave(customer, changes)}
              />
            ) : (
              <tr key={customer._id}>
                <td>
                  <span className="customer-name">{customer.name}</span>
                  <span className="customer-ic" aria-label={`IC ${customer.ic}`}>
                    IC {customer.ic}
                  </span>
                  <CustomerMarks customer={customer} onRenewConsent={onRenewConsent} />
                  {customerControls?.(customer)}
                  <NextExpiry nextExpiry={customer.nextExpiry} />
                </td>
                <td>{customer.email}</td>
                <td>{customer.phone}</td>
                <td>{formatDateOfBirth(customer.dateOfBirth)}</td>
                <td>{customer.sex}</td>
                <td>{formatJoinedDate(customer.dateJoined)}</td>
                <td>{customer.numOfTrainings}</td>
                <td>
                  <button
                    type="button"
                    className="table-button paynow-button"
                    aria-label={`PayNow for ${customer.name}`}
                    onClick={() => onPay(customer)}
                  >
                    PayNow
                  </button>
                </td>
                {isAdmin && <td>{customer.trainerID?.name ?? ''}</td>}
                <td>
                  <button
                    type="button"
                    className="table-button"
                    aria-label={`Edit ${customer.name}`}
                    disabled={editing !== null}
                    onClick={() => onEdit(customer)}
                  >
                    Edit
                  </button>
                </td>
                <td>
                  <PaymentHistoryCell
                    history={customer.paymentHistory}
                    onExtend={onExtendPackage && ((entry) => onExtendPackage(customer, entry))}
                  />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
