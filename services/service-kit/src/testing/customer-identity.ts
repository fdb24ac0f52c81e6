import { randomUUID } from 'node:crypto';
import { signCustomerIdentity } from '../identity-token.js';

/** A signed-in customer as a service test plays them: only what the identity header carries. */
export interface SignedInCustomer {
  userId: string;
  customerId: string;
  name: string;
}

/** A customer's account (a new user id) for the customer record `customerId`. */
export const newCustomerAccount = (customerId: string, name = 'Casey'): SignedInCustomer => ({
  userId: randomUUID(),
  customerId,
  name,
});

/** The header the BFF would forward for a signed-in customer, signed with the internal secret. */
export async function customerIdentityHeaders(
  customer: SignedInCustomer,
  secret: string,
): Promise<Record<string, string>> {
  return { 'x-studio-identity': await signCustomerIdentity(customer, secret) };
}
