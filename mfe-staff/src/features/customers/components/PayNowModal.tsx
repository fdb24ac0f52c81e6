import { useRef, useState, type FormEvent } from 'react';
import type { Customer } from '@studio/contracts/customers';
import type { NewPaymentBody } from '@studio/contracts/payments';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { customerMessages } from '../config/messages';
import { payNow } from '../config/paynow';

interface Props {
  customer: Pick<Customer, '_id' | 'name' | 'trainerID'>;
  /** Resolves to true when the payment was recorded. */
  onRecord: (payment: NewPaymentBody, idempotencyKey: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * PayNow in four steps: the customer pays to the studio's QR code, the trainer enters the amount and
 * the number of trainings, then confirms having checked the receipt. One Idempotency-Key per
 * submission: clicking again (or a retry after a lost answer) cannot record the payment twice, and
 * changing the figures starts a new submission.
 */
export function PayNowModal({ customer, onRecord, onClose }: Props) {
  const [amountPaid, setAmountPaid] = useState('');
  const [trainingsPaidFor, setTrainingsPaidFor] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  // The same key for repeats of one submission; changing the figures makes it a new submission.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const changeFigure = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setIdempotencyKey(crypto.randomUUID());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const succeeded = await onRecord(
      {
        amountPaid: Number.parseInt(amountPaid, 10),
        numOfTrainingsPaidFor: Number.parseInt(trainingsPaidFor, 10),
        customerID: customer._id,
        ...(customer.trainerID ? { trainerID: customer.trainerID._id } : {}),
      },
      idempotencyKey,
    );
    setSubmitting(false);
    if (!succeeded) return;
    setRecorded(true);
    contentRef.current?.closest('.modal')?.scrollTo?.({ top: 0 });
  };

  return (
    <Modal title={`PayNow: ${customer.name}`} onClose={onClose}>
      <div ref={contentRef} className="paynow">
        {recorded ? (
          <p role="status" className="success-text">
            {customerMessages.paymentThankYou}
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)}>
            <ol className="paynow-steps">
              <li>
                <p>Ask the customer to scan this QR code and pay by PayNow.</p>
                <img
                  className="paynow-qr"
                  src={payNow.qrImageUrl}
                  alt={payNow.qrImageAlt}
                  width={232}
                  height={260}
                />
              </li>
              <li>
                <TextField
                  label="Amount paid ($)"
                  name="amountPaid"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  value={amountPaid}
                  onChange={changeFigure(setAmountPaid)}
                />
              </li>
              <li>
                <TextField
                  label="Number of trainings paid for"
                  name="numOfTrainingsPaidFor"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  value={trainingsPaidFor}
                  onChange={changeFigure(setTrainingsPaidFor)}
                />
              </li>
              <li>
                <button type="submit" className="button-primary" disabled={submitting}>
                  {customerMessages.paymentConfirm}
                </button>
              </li>
            </ol>
          </form>
        )}
      </div>
    </Modal>
  );
}
