import { useState } from 'react';
import type { User } from '@studio/contracts/auth';
import type { Customer, CustomerChangesBody } from '@studio/contracts/customers';
import { PaymentHistoryCell } from './PaymentHistoryCell';
import { TrainerSelect } from './TrainerSelect';
import { formatJoinedDate } from '../utils/date-formats';

interface Props {
  customer: Customer;
  /** The full IC number for the edit form; undefined while it loads (left unchanged if never loaded). */
  fullIc: string | undefined;
  /** Admins may reassign the customer; null for trainers. */
  trainers: readonly Pick<User, '_id' | 'name'>[] | null;
  saving: boolean;
  onSave: (changes: CustomerChangesBody) => void;
}

/** A customer row turned into inputs; Save sends only the editable fields (spec: no required checks). */
export function CustomerEditRow({ customer, fullIc, trainers, saving, onSave }: Props) {
  const [draft, setDraft] = useState({
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    dateOfBirth: customer.dateOfBirth,
    sex: customer.sex,
    trainerID: customer.trainerID?._id ?? '',
  });
  const [ic, setIc] = useState<string | undefined>(undefined);
  const icValue = ic ?? fullIc ?? '';
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: event.target.value }),
  });

  const save = () => {
    const { trainerID, ...fields } = draft;
    onSave({
      ...fields,
      ...(icValue ? { ic: icValue } : {}),
      ...(trainers && trainerID ? { trainerID } : {}),
    });
  };

  return (
    <tr className="editing-row">
      <td>
        <input aria-label="Name" {...field('name')} />
        <input
          aria-label="IC"
          value={icValue}
          placeholder={fullIc === undefined ? customer.ic : ''}
          onChange={(event) => setIc(event.target.value)}
        />
      </td>
      <td>
        <input aria-label="Email" type="email" {...field('email')} />
      </td>
      <td>
        <input aria-label="Phone" type="tel" inputMode="numeric" {...field('phone')} />
      </td>
      <td>
        <input aria-label="Date of Birth" type="date" {...field('dateOfBirth')} />
      </td>
      <td>
        <input aria-label="Sex" {...field('sex')} />
      </td>
      <td>{formatJoinedDate(customer.dateJoined)}</td>
      <td>{customer.numOfTrainings}</td>
      <td />
      {trainers && (
        <td>
          <TrainerSelect aria-label="Trainer" trainers={trainers} {...field('trainerID')} />
        </td>
      )}
      <td>
        <button type="button" className="table-button" disabled={saving} onClick={save}>
          Save
        </button>
      </td>
      <td>
        <PaymentHistoryCell history={customer.paymentHistory} />
      </td>
    </tr>
  );
}
