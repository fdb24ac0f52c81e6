import { randomInt } from 'node:crypto';

// No 0/O or 1/I: a person may read the reference out or type it into a bank's search.
const uniqueAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const uniqueLength = 8;
const nameLength = 12;

/**
 * A PayNow reference naming the customer and the payment: the customer's name in capitals (letters
 * and digits only, up to 12), a dash, and 8 random characters (32^8 ≈ 10^12 codes), e.g.
 * `TANMEILING-7KQ2XPMA`. At most 21 characters of `A-Z0-9-`, which every bank carries in full.
 */
export function paymentReference(customerName: string): string {
  const namePart =
    customerName
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, nameLength) || 'CUSTOMER';
  let unique = '';
  for (let index = 0; index < uniqueLength; index++)
    unique += uniqueAlphabet[randomInt(uniqueAlphabet.length)];
  return `${namePart}-${unique}`;
}
