import { useState, type FormEvent } from 'react';
import type { NewCustomerBody } from '@studio/contracts/customers';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { TrainerChoice } from '@studio/shell-kit/ui/TrainerChoice';
import { customerMessages } from '../config/messages';

interface Props {
  /** Admins choose the customer's trainer (searched on the server); a trainer's customers are their own. */
  chooseTrainer: boolean;
  /** Resolves to null when the customer was added, or to the server's explanation when not. */
  onAdd: (customer: NewCustomerBody) => Promise<string | null>;
  onClose: () => void;
}

/** 'Add New Customer': NAME, EMAIL, PHONE, Date of Birth, IC, SEX (and TRAINER for admins), all required. */
export function AddCustomerModal({ chooseTrainer, onAdd, onClose }: Props) {
  const [trainer, setTrainer] = useState<TrainerOption | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ detail: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The required text box already stops the form; this keeps a scripted submit honest too.
    if (chooseTrainer && !trainer) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setSubmitting(true);
    const problem = await onAdd({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      dateOfBirth: text('dateOfBirth'),
      ic: text('ic'),
      sex: text('sex'),
      ...(chooseTrainer && trainer ? { trainerID: trainer._id } : {}),
    });
    setSubmitting(false);
    if (problem !== null) setFailure({ detail: problem });
  };

  return (
    <Modal title={customerMessages.addButton} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <TextField label="NAME" name="name" autoComplete="off" required maxLength={100} />
        <TextField
          label="EMAIL"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
        />
        <TextField
          label="PHONE"
          name="phone"
          type="tel"
          inputMode="numeric"
          pattern="(\+65)?\s?[0-9]{4}\s?[0-9]{4}"
          title="8 digits, optionally starting with +65"
          required
        />
        <TextField label="Date of Birth" name="dateOfBirth" type="date" required />
        <TextField label="IC" name="ic" autoComplete="off" required maxLength={9} />
        <TextField label="SEX" name="sex" autoComplete="off" required maxLength={20} />
        {chooseTrainer && (
          <TrainerChoice
            label="TRAINER"
            value={trainer}
            onChange={setTrainer}
            emptyLabel={customerMessages.selectTrainer}
            required
          />
        )}
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={submitting}>
            Add
          </button>
        </div>
        {failure && <ErrorMessage message={customerMessages.saveFailed} detail={failure.detail} />}
      </form>
    </Modal>
  );
}
