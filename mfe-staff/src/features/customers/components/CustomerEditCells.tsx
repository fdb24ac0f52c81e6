import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import type { CustomerChangesBody } from '@studio/contracts/customers';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import { TrainerChoice } from '@studio/shell-kit/ui/TrainerChoice';
import { customerMessages } from '../config/messages';

type DraftField = 'name' | 'email' | 'phone' | 'dateOfBirth' | 'sex';

interface Draft extends Record<DraftField, string> {
  customerId: string;
  /** The customer's trainer as chosen; null when they have none and none was chosen. */
  trainer: TrainerOption | null;
  /** Undefined until typed: the full IC from the server is shown meanwhile. */
  ic: string | undefined;
}

interface CustomerEdit {
  value: (field: DraftField) => string;
  change: (field: DraftField, value: string) => void;
  icValue: string;
  icPlaceholder: string;
  changeIc: (value: string) => void;
  trainer: TrainerOption | null;
  changeTrainer: (trainer: TrainerOption | null) => void;
  chooseTrainer: boolean;
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
    trainer: customer.trainerID
      ? { _id: customer.trainerID._id, name: customer.trainerID.name }
      : null,
    ic: undefined,
  };
}

interface ProviderProps {
  /** The customer being edited, or null. */
  customer: CustomerListItem | null;
  /** The full IC number for the edit form; undefined while it loads (left unchanged if never loaded). */
  fullIc: string | undefined;
  /** Admins may reassign the customer (to a trainer searched on the server); trainers may not. */
  chooseTrainer: boolean;
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
  chooseTrainer,
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
          trainer: draft.trainer,
          changeTrainer: (trainer) => setStored({ ...draft, trainer }),
          chooseTrainer,
          saving,
          // Spec: no required checks; only the editable fields are sent.
          save: () => {
            const { customerId: _customerId, ic: _ic, trainer, ...fields } = draft;
            onSave(customer, {
              ...fields,
              ...(icValue ? { ic: icValue } : {}),
              ...(chooseTrainer && trainer ? { trainerID: trainer._id } : {}),
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
  field: DraftField;
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
  if (!edit.chooseTrainer) return null;
  // 'Select Trainer' leaves the trainer as it is (nothing is sent), as the spec's select did.
  return (
    <TrainerChoice
      label="Trainer"
      value={edit.trainer}
      onChange={edit.changeTrainer}
      emptyLabel={customerMessages.selectTrainer}
      className="customer-edit-trainer"
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
