import Type from 'typebox';
import { MAX_AMOUNT_PAID, PayNowReference } from './payments.js';
import type { PayNowAccount } from './settings.js';

/**
 * `GET /api/paynow?customerID=..&amount=..` (payment service, signed-in staff; a trainer only for
 * their own customer) → `PayNowCode`: the SGQR/EMVCo PayNow payload for the studio's account with
 * the amount fixed, and the reference it carries in its bill-number field. Record the payment with
 * that `reference`, so the bank statement matches the record.
 */
export const PayNowCodeQuery = Type.Object(
  {
    customerID: Type.String({ format: 'uuid' }),
    /** Whole dollars, 1 to 100000 (query strings are text: read it with `payNowAmountOf`). */
    amount: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type PayNowCodeQuery = Type.Static<typeof PayNowCodeQuery>;

export const PayNowCode = Type.Object({
  /** The text to encode in the QR code. */
  payload: Type.String(),
  reference: PayNowReference,
});
export type PayNowCode = Type.Static<typeof PayNowCode>;

export const payNowMessages = {
  amount: `amount must be a whole number of dollars from 1 to ${MAX_AMOUNT_PAID}.`,
  accountNotSetUp:
    "The studio's PayNow account is not set up yet: an admin can add it in Settings.",
} as const;

/** What is wrong with a PayNow account, said under its field on the Settings screen. */
export const payNowAccountSentences = {
  uen: 'Enter the UEN as registered, e.g. 53123456A (business), 201912345K (local company) or T19LL1234A (other entities).',
  mobile: 'Enter a Singapore mobile number of 8 digits starting with 8 or 9, e.g. +65 9123 4567.',
  payeeName:
    "Enter the account holder's name as the bank shows it, up to 25 characters: letters, digits, spaces and . , & ( ) ' / - only.",
} as const;

export interface PayNowAccountProblem {
  field: 'proxyValue' | 'payeeName';
  sentence: string;
}

/** The API's 400 sentence for a problem: the field's path, then what to do. */
export const payNowAccountError = ({ field, sentence }: PayNowAccountProblem) =>
  `paynow.${field}: ${sentence}`;

/** Whole dollars from 1 to the largest payment, or undefined ("12.50", "1e3" and "0" are refused). */
export function payNowAmountOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(text.trim())) return undefined;
  const amount = Number(text.trim());
  return amount <= MAX_AMOUNT_PAID ? amount : undefined;
}

// UEN forms (ACRA): businesses 8 digits + letter, local companies 9 digits + letter, other
// entities T/S + 2-digit year + 2-letter entity type + 4 digits + letter.
const uenForms = [/^\d{8}[A-Z]$/, /^\d{9}[A-Z]$/, /^[ST]\d{2}[A-Z]{2}\d{4}[A-Z]$/];
// The EMVCo merchant name is plain ASCII; banks show these characters.
const payeeNameForm = /^[A-Za-z0-9 .,&()'/-]{1,25}$/;

/**
 * The PayNow account as it is stored (UEN upper-cased, mobile as `+65XXXXXXXX`), or the sentence
 * naming the field that is wrong. People type `+65 9123 4567`, `9123-4567` or `t19ll1234a`.
 */
export function checkedPayNowAccount(
  account: PayNowAccount,
): { account: PayNowAccount } | { problem: PayNowAccountProblem } {
  const payeeName = account.payeeName.trim().replace(/\s+/g, ' ');
  if (!payeeNameForm.test(payeeName))
    return { problem: { field: 'payeeName', sentence: payNowAccountSentences.payeeName } };
  const typed = account.proxyValue.replace(/[\s-]/g, '').toUpperCase();
  if (account.proxyType === 'UEN') {
    if (!uenForms.some((form) => form.test(typed)))
      return { problem: { field: 'proxyValue', sentence: payNowAccountSentences.uen } };
    return { account: { proxyType: 'UEN', proxyValue: typed, payeeName } };
  }
  const local = typed.replace(/^\+?65(?=\d{8}$)/, '');
  if (!/^[89]\d{7}$/.test(local))
    return { problem: { field: 'proxyValue', sentence: payNowAccountSentences.mobile } };
  return { account: { proxyType: 'mobile', proxyValue: `+65${local}`, payeeName } };
}
