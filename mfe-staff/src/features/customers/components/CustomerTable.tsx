import type { CustomerListItem, CustomerSortKey } from '@studio/contracts/customer-page';
import type { CustomerChangesBody } from '@studio/contracts/customers';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable } from '@studio/shell-kit/ui/DataTable';
import { customerMessages } from '../config/messages';
import { CustomerEditProvider } from './CustomerEditCells';
import { customerColumns, type CustomerRowActions } from './customer-columns';
import './customers.css';

interface Props {
  list: ListRows<CustomerListItem>;
  sort: ServerSort<CustomerSortKey>;
  /** A search is applied: the empty list says nothing matched. */
  searching: boolean;
  /** Admins see the Trainer column and may reassign; trainers do not. */
  isAdmin: boolean;
  editing: { id: string; fullIc: string | undefined; saving: boolean } | null;
  onEdit: (customer: CustomerListItem) => void;
  onSave: (customer: CustomerListItem, changes: CustomerChangesBody) => void;
  onPay: (customer: CustomerListItem) => void;
  /** Staff note that a customer who unsubscribed agreed to mail again. */
  onRenewConsent: (customer: CustomerListItem) => void;
  customerControls?: CustomerRowActions['customerControls'];
  onExtendPackage?: CustomerRowActions['onExtendPackage'];
}

/** The customers table: the spec's 11 columns (Trainer for admins only), sorted by the server, editable a row at a time. */
export function CustomerTable({
  list,
  sort,
  searching,
  isAdmin,
  editing,
  onEdit,
  onSave,
  onPay,
  onRenewConsent,
  customerControls,
  onExtendPackage,
}: Props) {
  const columns = customerColumns(isAdmin, {
    onEdit,
    onPay,
    onRenewConsent,
    editingAny: editing !== null,
    customerControls,
    onExtendPackage,
  });
  const editedCustomer =
    editing === null ? null : (list.rows.find((customer) => customer._id === editing.id) ?? null);

  return (
    <CustomerEditProvider
      customer={editedCustomer}
      fullIc={editing?.fullIc}
      chooseTrainer={isAdmin}
      saving={editing?.saving ?? false}
      onSave={onSave}
    >
      <DataTable
        label={customerMessages.tableLabel}
        columns={columns}
        list={list}
        rowId={(customer) => customer._id}
        rowLabel={(customer) => customer.name}
        sort={sort}
        editingRowId={editedCustomer?._id ?? null}
        estimatedRowHeight={72}
        emptyMessage={searching ? customerMessages.noMatches : customerMessages.noCustomers}
      />
    </CustomerEditProvider>
  );
}
