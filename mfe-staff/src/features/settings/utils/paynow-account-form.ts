import { checkedPayNowAccount } from '@studio/contracts/paynow';
import type { PayNowAccount } from '@studio/contracts/settings';

/** The PayNow account part of the Settings form, as typed. */
export interface PayNowAccountValues {
  /** `none`: the studio has no PayNow account yet, and the payment modal says so. */
  proxyType: 'none' | PayNowAccount['proxyType'];
  proxyValue: string;
  payeeName: string;
}

export type PayNowAccountErrors = Partial<Record<'proxyValue' | 'payeeName', string>>;

export function payNowAccountValuesOf(account: PayNowAccount | null): PayNowAccountValues {
  return account ? { ...account } : { proxyType: 'none', proxyValue: '', payeeName: '' };
}

/** The account to save (`null` for none), or the sentence under each field in error. */
export function payNowAccountFromForm(
  values: PayNowAccountValues,
): { paynow: PayNowAccount | null } | { errors: PayNowAccountErrors } {
  if (values.proxyType === 'none') return { paynow: null };
  const result = checkedPayNowAccount({
    proxyType: values.proxyType,
    proxyValue: values.proxyValue,
    payeeName: values.payeeName,
  });
  if ('account' in result) return { paynow: result.account };
  const errors: PayNowAccountErrors = { [result.problem.field]: result.problem.sentence };
  // Both fields are checked, so a person sees every problem at once.
  if (result.problem.field === 'payeeName') {
    const proxyProblem = checkedPayNowAccount({
      proxyType: values.proxyType,
      proxyValue: values.proxyValue,
      payeeName: 'A',
    });
    if ('problem' in proxyProblem) errors.proxyValue = proxyProblem.problem.sentence;
  }
  return { errors };
}
