import { TextField } from '@studio/shell-kit/ui/TextField';
import type { PayNowAccountErrors, PayNowAccountValues } from '../utils/paynow-account-form';
import { RadioGroup } from '@studio/shell-kit/ui/RadioGroup';

const accountChoices: { value: PayNowAccountValues['proxyType']; label: string }[] = [
  { value: 'none', label: 'Not set: the payment screen shows no QR code' },
  { value: 'UEN', label: "The studio's UEN" },
  { value: 'mobile', label: 'A Singapore mobile number' },
];

interface Props {
  values: PayNowAccountValues;
  errors: PayNowAccountErrors;
  onChange: (values: PayNowAccountValues) => void;
}

/** The account the payment screen's PayNow QR code pays into. */
export function PayNowAccountFields({ values, errors, onChange }: Props) {
  const set = (changes: Partial<PayNowAccountValues>) => onChange({ ...values, ...changes });
  const notSet = values.proxyType === 'none';
  return (
    <fieldset>
      <legend>PayNow account</legend>
      <p className="settings-hint">
        Customers pay into this account by scanning the QR code on the payment screen.
      </p>
      <RadioGroup
        legend="PayNow account type"
        legendHidden
        name="paynowProxyType"
        choices={accountChoices}
        value={values.proxyType}
        onChange={(proxyType) => set({ proxyType })}
      />
      <TextField
        label={values.proxyType === 'mobile' ? 'PayNow mobile number' : 'PayNow UEN'}
        name="paynowProxyValue"
        value={values.proxyValue}
        onChange={(event) => set({ proxyValue: event.target.value })}
        error={notSet ? undefined : errors.proxyValue}
        disabled={notSet}
        inputMode={values.proxyType === 'mobile' ? 'tel' : 'text'}
        autoCapitalize="characters"
        maxLength={20}
      />
      <TextField
        label="Payee name (as the bank shows it)"
        name="paynowPayeeName"
        value={values.payeeName}
        onChange={(event) => set({ payeeName: event.target.value })}
        error={notSet ? undefined : errors.payeeName}
        disabled={notSet}
        maxLength={25}
      />
    </fieldset>
  );
}
