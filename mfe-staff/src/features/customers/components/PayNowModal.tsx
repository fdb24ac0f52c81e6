import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Customer } from '@studio/contracts/customers';
import { payNowAmountOf, payNowMessages } from '@studio/contracts/paynow';
import type { NewPaymentBody } from '@studio/contracts/payments';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useStudioSettingsQuery } from '@studio/shell-kit/settings-api';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { usePayNowCodeQuery } from '../api/paynow-api';
import { customerMessages } from '../config/messages';
import { PayNowQrCode } from './PayNowQrCode';

interface Props {
  customer: Pick<Customer, '_id' | 'name' | 'trainerID'>;
  /** Resolves to true when the payment was recorded. */
  onRecord: (payment: NewPaymentBody, idempotencyKey: string) => Promise<boolean>;
  onClose: () => void;
}

// Asks for a code once typing pauses, not for every digit of "650".
const amountSettleMs = 350;

/** The amount once it is a valid whole number of dollars and the person has stopped typing. */
function useSettledAmount(text: string): number | undefined {
  const [settledText, setSettledText] = useState<string | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => setSettledText(text), amountSettleMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settledText === text ? payNowAmountOf(text) : undefined;
}

/**
 * PayNow in four steps: the customer pays to the studio's QR code for the amount entered (the code
 * fixes the amount and carries a reference naming the customer and the payment), the trainer enters
 * the amount and the number of trainings (and may change the package's validity), then confirms
 * having checked the receipt. One Idempotency-Key per submission: clicking again (or a retry after
 * a lost answer) cannot record the payment twice, and changing the figures starts a new submission.
 */
export function PayNowModal({ customer, onRecord, onClose }: Props) {
  const isAdmin = useSessionUser()?.role === 'admin';
  const settings = useStudioSettingsQuery();
  const [amountPaid, setAmountPaid] = useState('');
  const [trainingsPaidFor, setTrainingsPaidFor] = useState('');
  // Null until changed: the studio's own validity applies and is not sent.
  const [validity, setValidity] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  // The same key for repeats of one submission; changing the figures makes it a new submission.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const changeFigure = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setIdempotencyKey(crypto.randomUUID());
  };

  const account = settings.data?.paynow;
  const accountMissing = settings.data !== undefined && account === null;
  const settledAmount = useSettledAmount(amountPaid);
  const code = usePayNowCodeQuery(
    { customerID: customer._id, amount: String(settledAmount) },
    { skip: settledAmount === undefined || accountMissing },
  );
  // The reference travels with the payment only while the code on screen is for this amount.
  const codeForAmount =
    code.data &&
    !code.isFetching &&
    code.originalArgs?.amount === String(payNowAmountOf(amountPaid))
      ? code.data
      : undefined;
  const reference = codeForAmount?.reference;
  // A submission with the code's reference is another body than one sent before the code came.
  const submissionKey = reference ? `${idempotencyKey}:${reference}` : idempotencyKey;

  const studioValidity = settings.data?.packageValidityDays;
  const validityShown = validity ?? (studioValidity === undefined ? '' : String(studioValidity));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The field's own limits (1 to 3650 whole days) hold the form until they are met; emptied, it
    // means the studio's validity again.
    const days = validity?.trim() ? Number(validity) : undefined;
    const chosenValidity = days !== studioValidity ? days : undefined;
    setSubmitting(true);
    const succeeded = await onRecord(
      {
        amountPaid: Number.parseInt(amountPaid, 10),
        numOfTrainingsPaidFor: Number.parseInt(trainingsPaidFor, 10),
        customerID: customer._id,
        ...(customer.trainerID ? { trainerID: customer.trainerID._id } : {}),
        ...(reference ? { reference } : {}),
        ...(chosenValidity !== undefined ? { validityDays: chosenValidity } : {}),
      },
      submissionKey,
    );
    setSubmitting(false);
    if (!succeeded) return;
    setRecorded(true);
    contentRef.current?.closest('.modal')?.scrollTo?.({ top: 0 });
  };

  const qrStep = () => {
    if (accountMissing)
      return (
        <div className="paynow-no-account" role="status">
          <p>{payNowMessages.accountNotSetUp}</p>
          {isAdmin && <Link to="/settings">{customerMessages.payNowSettingsLink}</Link>}
        </div>
      );
    if (payNowAmountOf(amountPaid) === undefined)
      return <p className="muted-text">{customerMessages.payNowEnterAmount}</p>;
    if (code.isError && !code.isFetching)
      return (
        <ErrorMessage
          message={customerMessages.payNowFailed}
          detail={serverErrorMessage(code.error)}
        />
      );
    if (!codeForAmount)
      return (
        <p role="status" aria-busy="true" className="muted-text">
          {customerMessages.payNowLoading}
        </p>
      );
    return (
      <>
        <PayNowQrCode
          payload={codeForAmount.payload}
          label={customerMessages.payNowQrLabel(
            Number(amountPaid),
            account?.payeeName ?? 'the studio',
            codeForAmount.reference,
          )}
        />
        <p className="paynow-reference">
          Reference: <strong>{codeForAmount.reference}</strong>
        </p>
      </>
    );
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
                <p>{customerMessages.payNowScan}</p>
                <div className="paynow-code" aria-live="polite">
                  {qrStep()}
                </div>
              </li>
              <li>
                <TextField
                  label="Amount paid ($)"
                  name="amountPaid"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100000}
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
                <TextField
                  label="Package valid for (days)"
                  name="validityDays"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={3650}
                  step={1}
                  value={validityShown}
                  onChange={changeFigure(setValidity)}
                />
                {studioValidity !== undefined && (
                  <p className="muted-text">
                    {customerMessages.packageValidityHint(studioValidity)}
                  </p>
                )}
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
