import { createContext, useContext, useState, type ReactNode } from 'react';
import type { User } from '@studio/contracts/auth';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import type { CustomerChangesBody } from '@studio/contracts/customers';
import { TrainerSelect } from './TrainerSelect';

type DraftField = 'name' | 'email' | 'phone' | 'dateOfBirth' | 'sex' | 'trainerID';

interface Draft extends Record<DraftField, string> {
  customerId: string;
  /** Undefined until typed: the full IC from the server is shown meanwhile. */
  ic: string | undefined;
}

interface CustomerEdit {
  value: (field: DraftField) => string;
  change: (field: DraftField, value: string) => void;
  icValue: string;
  icPlaceholder: string;
  changeIc: (value: string) => void;
  trainers: readonly Pick<User, '_id' | 'name'>[] | null;
  saving: boolean;
  save: () => void;
}

const EditContext = createContext<CustomerEdit | null>(null);

function draftOf(customer: CustomerListItem): Draft {
  return {
    customerId: customer._id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    dateOfBirth: customer.dateOfBirth,
    sex: customer.sex,
    trainerID: customer.trainerID?._id ?? '',
    ic: undefined,
  };
}

interface ProviderProps {
  /** The customer being edited, or null. */
  customer: CustomerListItem | null;
  /** The full IC number for the edit form; undefined while it loads (left unchanged if never loaded). */
  fullIc: string | undefined;
  /** Admins may reassign the customer; null for trainers. */
  trainers: readonly Pick<User, '_id' | 'name'>[] | null;
  saving: boolean;
  onSave: (customer: CustomerListItem, changes: CustomerChangesBody) => void;
  children: ReactNode;
}

/**
 * The draft of the row being edited, shared by its edit cells. It lives above the table, so a
 * row scrolled out of the virtual table and back keeps what was typed.
 */
export function CustomerEditProvider({
  customer,
  fullIc,
  trainers,
  saving,
  onSave,
  children,
}: ProviderProps) {
  const [stored, setStored] = useState<Draft | null>(null);
  const draft =
    customer === null ? null : stored?.customerId === customer._id ? stored : draftOf(customer);
  const icValue = draft?.ic ?? fullIc ?? '';

  const edit: CustomerEdit | null =
    customer === null || draft === null
      ? null
      : {
          value: (field) => draft[field],
          change: (field, value) => setStored({ ...draft, [field]: value }),
          icValue,
          icPlaceholder: fullIc === undefined ? customer.ic : '',
          changeIc: (value) => setStored({ ...draft, ic: value }),
          trainers,
          saving,
          // Spec: no required checks; only the editable fields are sent.
          save: () => {
            const { customerId: _customerId, ic: _ic, trainerID, ...fields } = draft;
            onSave(customer, {
              ...fields,
              ...(icValue ? { ic: icValue } : {}),
              ...(trainers && trainerID ? { trainerID } : {}),
            });
          },
        };
  return <EditContext.Provider value={edit}>{children}</EditContext.Provider>;
}

function useCustomerEdit(): CustomerEdit {
  const edit = useContext(EditContext);
  if (!edit) throw new Error('A customer edit cell needs a CustomerEditProvider with a customer');
  return edit;
}

export function EditTextField({
  field,
  label,
  type = 'text',
}: {
  field: Exclude<DraftField, 'trainerID'>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
}) {
  const edit = useCustomerEdit();
  return (
    <input
      aria-label={label}
      type={type}
      inputMode={type === 'tel' ? 'numeric' : undefined}
      value={edit.value(field)}
      onChange={(event) => edit.change(field, event.target.value)}
    />
  );
}

export function EditIcField() {
  const edit = useCustomerEdit();
  return (
    <input
      aria-label="IC"
      value={edit.icValue}
      placeholder={edit.icPlaceholder}
      onChange={(event) => edit.changeIc(event.target.value)}
    />
  );
}

export function EditTrainerField() {
  const edit = useCustomerEdit();
  if (!edit.trainers) return null;
  return (
    <TrainerSelect
      aria-label="Trainer"
      trainers={edit.trainers}
      value={edit.value('trainerID')}
      onChange={(event) => edit.change('trainerID', event.target.value)}
    />
  );
}

export function SaveEditButton() {
  const edit = useCustomerEdit();
  return (
    <button type="button" className="table-button" disabled={edit.saving} onClick={edit.save}>
      Save
    </button>
  );
}
