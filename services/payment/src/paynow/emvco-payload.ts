import type { PayNowAccount } from '@studio/contracts/settings';
import { crc16Ccitt } from '@studio/contracts/emvco';

/**
 * The SGQR PayNow payload (EMVCo Merchant-Presented Mode with the PayNow merchant account
 * template). Built here rather than with an npm package: `paynowqr` 1.1.2 (unmaintained since
 * 2020) points `main` at a file it does not ship and knows only UEN accounts; `sgqr-code` and
 * `paynow-generator` are single-author releases with fixed or missing fields. The format is small
 * and fully specified, and every field is checked by tests, including a decode of the QR image.
 */

/** One EMVCo data object: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

// PayNow's proxy types in the merchant account template: 0 = mobile number, 2 = UEN.
const proxyTypeCode = { mobile: '0', UEN: '2' } as const;

export interface PayNowPayloadInput {
  account: PayNowAccount;
  /** Whole dollars, fixed: the payer's app does not let it be changed. */
  amount: number;
  /** Shown to the payer and carried to the studio's bank statement (bill number). */
  reference: string;
}

export function payNowPayload({ account, amount, reference }: PayNowPayloadInput): string {
  const merchantAccount = [
    field('00', 'SG.PAYNOW'),
    field('01', proxyTypeCode[account.proxyType]),
    field('02', account.proxyValue),
    // 0: the amount is not editable by the payer.
    field('03', '0'),
  ].join('');
  const withoutChecksum = [
    field('00', '01'), // payload format indicator
    field('01', '12'), // dynamic: this code is for one payment
    field('26', merchantAccount),
    field('52', '0000'), // merchant category code: not used by PayNow
    field('53', '702'), // Singapore dollars (ISO 4217)
    field('54', amount.toFixed(2)),
    field('58', 'SG'),
    field('59', account.payeeName),
    field('60', 'Singapore'),
    field('62', field('01', reference)), // additional data: bill number
    '6304', // the checksum's own id and length are part of what it covers
  ].join('');
  return withoutChecksum + crc16Ccitt(withoutChecksum);
}
