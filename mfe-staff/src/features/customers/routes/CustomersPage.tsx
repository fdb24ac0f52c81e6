import { useEffect, useState } from 'react';
import type { CustomerListItem, CustomerSortKey } from '@studio/contracts/customer-page';
import type {
  CustomerChangesBody,
  NewCustomerBody,
  PaymentHistoryEntry,
} from '@studio/contracts/customers';
import type { NewPaymentBody } from '@studio/contracts/payments';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { listAddress, useListRows } from '@studio/shell-kit/cursor-pages';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { TableSearch } from '@studio/shell-kit/ui/TableSearch';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import {
  useAddCustomerMutation,
  useCustomerPageInfiniteQuery,
  useLazyCustomerForEditQuery,
  useUpdateCustomerMutation,
  useRenewEmailConsentMutation,
} from '../api/customers-api';
import { useExtendPackageMutation } from '../api/packages-api';
import { useRecordPaymentMutation } from '../api/record-payment-api';
import { AddCustomerModal } from '../components/AddCustomerModal';
import { CustomerTable } from '../components/CustomerTable';
import { ExtendPackageModal } from '../components/ExtendPackageModal';
import { PayNowModal } from '../components/PayNowModal';
import { CustomerDataControls } from '../components/CustomerDataControls';
import { CustomerProgressButton } from '../components/CustomerProgressButton';
import { PortalAccessControl } from '../components/PortalAccessControl';
import { customerMessages } from '../config/messages';
import { addDays } from '../utils/business-dates';
import { formatBusinessDate } from '../utils/date-formats';
import '../components/customers.css';

const customerExportPath = '/api/customers/export.csv';

/** The server is asked again once typing has paused this long. */
const searchDelayMs = 300;

/**
 * /customers: the customer list (sorted, searched and paged by the server, spec section 9's
 * default order: date joined, ascending) with add, inline edit, PayNow and CSV export.
 */
export function CustomersPage() {
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  const sort = useServerSort<CustomerSortKey>('dateJoined');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const request = { sort: sort.key, order: sort.order, q };
  const customers = useCustomerPageInfiniteQuery(request);
  const list = useListRows(customers);
  const [loadCustomerForEdit] = useLazyCustomerForEditQuery();
  const [addCustomer] = useAddCustomerMutation();
  const [updateCustomer] = useUpdateCustomerMutation();
  const [recordPayment] = useRecordPaymentMutation();
  const [renewEmailConsent] = useRenewEmailConsentMutation();
  const [extendPackage] = useExtendPackageMutation();

  const [banner, setBanner] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [consentFailure, setConsentFailure] = useState<string | null | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<CustomerListItem | null>(null);
  const [extending, setExtending] = useState<{
    customer: CustomerListItem;
    entry: PaymentHistoryEntry;
  } | null>(null);
  const [editing, setEditing] = useState<{
    id: string;
    fullIc: string | undefined;
    saving: boolean;
  } | null>(null);

  // Spec section 8: loading failures are logged only.
  useEffect(() => {
    if (customers.error) console.error('Loading customers failed', customers.error);
  }, [customers.error]);

  const add = async (body: NewCustomerBody): Promise<string | null> => {
    const result = await addCustomer(body);
    if ('error' in result) return serverErrorMessage(result.error) ?? '';
    setAdding(false);
    setFailure(undefined);
    setBanner(customerMessages.added);
    return null;
  };

  const startEditing = async (customer: CustomerListItem) => {
    setEditing({ id: customer._id, fullIc: undefined, saving: false });
    const result = await loadCustomerForEdit(customer._id);
    if (result.data)
      setEditing((current) =>
        current?.id === customer._id ? { ...current, fullIc: result.data?.ic } : current,
      );
  };

  const save = async (customer: CustomerListItem, changes: CustomerChangesBody) => {
    setEditing((current) => current && { ...current, saving: true });
    const result = await updateCustomer({ id: customer._id, changes });
    if ('error' in result) {
      setEditing((current) => current && { ...current, saving: false });
      setFailure(serverErrorMessage(result.error) ?? null);
      return;
    }
    setEditing(null);
    setFailure(undefined);
    setBanner(customerMessages.updated);
  };

  const renewConsent = async (customer: CustomerListItem) => {
    if (!window.confirm(customerMessages.renewConsentQuestion(customer.name))) return;
    const result = await renewEmailConsent(customer._id);
    if ('error' in result) {
      setFailure(undefined);
      setConsentFailure(serverErrorMessage(result.error) ?? null);
      return;
    }
    setConsentFailure(undefined);
    setBanner(customerMessages.consentRenewed);
  };

  const extend = async (change: { expiresOn: string; reason: string }) => {
    if (!extending) return null;
    const result = await extendPackage({
      customerId: extending.customer._id,
      packageId: extending.entry.packageId,
      body: change,
    });
    if ('error' in result) return serverErrorMessage(result.error) ?? null;
    setExtending(null);
    setBanner(customerMessages.extended(formatBusinessDate(change.expiresOn)));
    return null;
  };

  const pay = async (payment: NewPaymentBody, idempotencyKey: string): Promise<boolean> => {
    const result = await recordPayment({ payment, idempotencyKey });
    // Spec section 8: a payment failure is logged only.
    if ('error' in result) console.error('Recording the payment failed', result.error);
    return !('error' in result);
  };

  return (
    <section className="staff-page" aria-labelledby="customers-title">
      <h1 id="customers-title">{customerMessages.title}</h1>
      <p className="muted-text">{customerMessages.sortHint}</p>
      <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      {failure !== undefined && (
        <ErrorMessage message={customerMessages.saveFailed} detail={failure} />
      )}
      {consentFailure !== undefined && (
        <ErrorMessage message={customerMessages.consentRenewFailed} detail={consentFailure} />
      )}
      <div className="page-toolbar">
        <button type="button" className="button-primary" onClick={() => setAdding(true)}>
          {customerMessages.addButton}
        </button>
        {/* The customer service streams the whole filtered list as CSV (IC masked), in the screen's order. */}
        <a
          className="button-secondary"
          href={listAddress(customerExportPath, request)}
          download="customers.csv"
        >
          {customerMessages.exportCsv}
        </a>
        <TableSearch
          label={customerMessages.searchLabel}
          placeholder={
            isAdmin ? customerMessages.searchHintAdmin : customerMessages.searchHintTrainer
          }
          value={search}
          onChange={setSearch}
        />
      </div>
      <CustomerTable
        list={list}
        sort={sort}
        searching={q !== ''}
        isAdmin={isAdmin}
        editing={editing}
        onEdit={(customer) => void startEditing(customer)}
        onSave={(customer, changes) => void save(customer, changes)}
        onPay={setPaying}
        onRenewConsent={(customer) => void renewConsent(customer)}
        customerControls={(customer) => (
          <>
            <PortalAccessControl customer={customer} />
            <CustomerProgressButton customer={customer} />
            <CustomerDataControls
              customer={customer}
              canErase={isAdmin}
              onErased={() => setBanner(customerMessages.erased)}
            />
          </>
        )}
        onExtendPackage={
          isAdmin ? (customer, entry) => setExtending({ customer, entry }) : undefined
        }
      />
      {adding && (
        <AddCustomerModal chooseTrainer={isAdmin} onAdd={add} onClose={() => setAdding(false)} />
      )}
      {paying && <PayNowModal customer={paying} onRecord={pay} onClose={() => setPaying(null)} />}
      {extending && (
        <ExtendPackageModal
          customerName={extending.customer.name}
          entry={extending.entry}
          earliest={addDays(extending.entry.expiresOn, 1)}
          onExtend={extend}
          onClose={() => setExtending(null)}
        />
      )}
    </section>
  );
}
