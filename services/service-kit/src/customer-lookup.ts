import type {
  CustomerLookupBody,
  CustomerLookupResult,
  CustomerSummary,
} from '@studio/contracts/customers';
import type { CallService } from './service-client.js';

/**
 * Customers as the customer service, which owns them, knows them now, by id: one call however
 * many ids (they travel in the body). Throws when the customer service cannot answer.
 */
export async function lookUpCustomers(
  callService: CallService,
  customerUrl: string,
  ids: string[],
  options: { requestId?: string; timeoutMs?: number },
): Promise<Map<string, CustomerSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const body: CustomerLookupBody = { ids: unique };
  const { customers } = await callService<CustomerLookupResult>(
    customerUrl,
    '/internal/customers/lookup',
    { method: 'POST', body, ...options },
  );
  return new Map(customers.map((customer) => [customer._id, customer]));
}
