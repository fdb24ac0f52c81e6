import type { CustomerSummary } from '@studio/contracts/customers';
import { lookUpCustomers } from '@studio/service-kit/customer-lookup';
import { ServiceCallError, type CallService } from '@studio/service-kit/service-client';
import type { CustomerLookup } from './domain/payment-trainer.js';

/** Reads customers from the customer service, which owns them. */
export interface CustomerDirectory {
  /** Never throws for an outage: answers `unavailable` so a payment can still be taken. */
  lookUp(customerId: string, requestId?: string): Promise<CustomerLookup>;
  /** Current names and emails; throws when the customer service cannot answer. */
  find(ids: string[], requestId?: string): Promise<Map<string, CustomerSummary>>;
}

export function customerDirectory(
  callService: CallService,
  customerUrl: string,
): CustomerDirectory {
  const find = (ids: string[], requestId?: string) =>
    lookUpCustomers(callService, customerUrl, ids, { requestId, timeoutMs: 2000 });
  return {
    find,
    async lookUp(customerId, requestId) {
      try {
        const customer = (await find([customerId], requestId)).get(customerId);
        return customer ? { status: 'found', customer } : { status: 'missing' };
      } catch (error) {
        // A 4xx means this service asked wrongly: that is a bug to surface, not an outage.
        if (error instanceof ServiceCallError && error.status < 500) throw error;
        return { status: 'unavailable' };
      }
    },
  };
}
