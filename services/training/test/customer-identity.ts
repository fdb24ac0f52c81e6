import { randomUUID } from 'node:crypto';
import { signCustomerIdentity } from '@studio/service-kit/identity-token';
import { secret } from './training-test-services.js';

/** The header the BFF forwards for a signed-in customer whose account belongs to `customerId`. */
export async function asCustomer(
  customerId: string,
  name = 'Signed-in Customer',
): Promise<Record<string, string>> {
  return {
    'x-studio-identity': await signCustomerIdentity(
      { userId: randomUUID(), customerId, name },
      secret,
    ),
  };
}
